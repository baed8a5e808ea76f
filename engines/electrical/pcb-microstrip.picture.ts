// The microstrip cross-section with its dimensions and Z0 (drawing shared with pcb-stripline).
import type { PictureInput } from '../core/contract.ts';
import { crossSection } from './_lib/pcb-cross-section.ts';

export const drawPcbMicrostrip = (answer: PictureInput) => crossSection('microstrip', answer);
