// Independent reference maths for the PCB transmission-line tests (pcb-microstrip,
// pcb-stripline, pcb-diff-impedance), written here rather than taken from the engines.

/** Impedance of free space η0 = μ0·c (CODATA 2018 μ0, exact c), in Ω. */
export const ETA0 = 1.25663706212e-6 * 299792458;

/** Complete elliptic integral K(k) by the arithmetic-geometric mean. */
export function ellipticK(k: number): number {
  let a = 1;
  let b = Math.sqrt(1 - k * k);
  for (let i = 0; i < 40; i++) [a, b] = [(a + b) / 2, Math.sqrt(a * b)];
  return Math.PI / (2 * a);
}
