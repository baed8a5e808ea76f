// cos θ on the unit circle (drawing shared with the other trigonometric functions).
import type { PictureInput } from '../core/contract.ts';
import { unitCircle } from './_lib/unit-circle-picture.ts';

export const drawCos = (answer: PictureInput) => unitCircle('cos', answer);
