// The whole schedule at a glance: balance falling to 0 and each payment's principal/interest split.
import type { PictureInput } from '../core/contract.ts';
import { type LoanResult, loanPicture } from './_lib/balance-picture.ts';

export const drawAmortization = ({ result }: PictureInput) => loanPicture(result as LoanResult);
