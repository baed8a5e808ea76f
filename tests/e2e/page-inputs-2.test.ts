// Every other calculator page on a phone, half 2 (tests/helpers/page-sweep.ts).
import { sweepPages } from '../helpers/page-sweep.ts';

sweepPages(2, 2);
