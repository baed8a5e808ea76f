// Low-pass RC / RL filter: circuit and magnitude response (drawing shared with hpf).
import type { PictureInput } from '../core/contract.ts';
import { filterPicture } from './_lib/filter-picture.ts';

export const drawLpf = (answer: PictureInput) => filterPicture('low', answer);
