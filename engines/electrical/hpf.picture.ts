// High-pass RC / RL filter: circuit and magnitude response (drawing shared with lpf).
import type { PictureInput } from '../core/contract.ts';
import { filterPicture } from './_lib/filter-picture.ts';

export const drawHpf = (answer: PictureInput) => filterPicture('high', answer);
