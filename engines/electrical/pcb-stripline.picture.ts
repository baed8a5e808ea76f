// The stripline cross-section with its dimensions and Z0 (drawing shared with pcb-microstrip).
import type { PictureInput } from '../core/contract.ts';
import { crossSection } from './_lib/pcb-cross-section.ts';

export const drawPcbStripline = (answer: PictureInput) => crossSection('stripline', answer);
