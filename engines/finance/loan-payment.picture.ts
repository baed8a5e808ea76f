// The loan over its term: balance falling to 0 and each payment's principal/interest split.
import type { PictureInput } from '../core/contract.ts';
import { type LoanResult, loanPicture } from './_lib/balance-picture.ts';

export const drawLoanPayment = ({ result }: PictureInput) => loanPicture(result as LoanResult);
