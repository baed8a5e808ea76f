// Every other calculator page on a phone, half 1 (tests/helpers/page-sweep.ts).
import { sweepPages } from '../helpers/page-sweep.ts';

sweepPages(1, 2);
