// tan θ on the unit circle (drawing shared with the other trigonometric functions).
import type { PictureInput } from '../core/contract.ts';
import { unitCircle } from './_lib/unit-circle-picture.ts';

export const drawTan = (answer: PictureInput) => unitCircle('tan', answer);
