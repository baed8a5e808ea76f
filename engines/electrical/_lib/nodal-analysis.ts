// DC modified nodal analysis (Ho, Ruehli & Brennan, "The modified nodal approach
// to network analysis", IEEE Trans. Circuits Syst. 22, 1975): node voltages and
// voltage-source currents of a network of resistors, independent voltage sources
// and independent current sources, solved by Gaussian elimination with partial
// pivoting. Topology is checked first so an unsolvable circuit gets a reason
// (floating node, loop of voltage sources) instead of a singular matrix.
import type { EngineError } from '../../core/contract.ts';

export const ELEMENT_TYPES = ['R', 'V', 'I'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** One two-terminal element; current and voltage are positive from n1 to n2 (SPICE: n1 is the + node). */
export interface CircuitElement {
  name: string;
  type: ElementType;
  n1: string;
  n2: string;
  /** Ω, V or A. */
  value: number;
}

/** The reference node: SPICE's 0, or gnd / ground. */
export const GROUND = '0';
export const isGroundName = (node: string) => /^(0|gnd|ground)$/i.test(node);
export const canonicalNode = (node: string) => (isGroundName(node) ? GROUND : node);

export interface NodalSolution {
  /** Non-ground nodes in order of first appearance. */
  nodes: string[];
  /** Node → voltage against ground, V (ground included as 0). */
  voltage: Map<string, number>;
  /** Voltage-source name → current from n1 through the source to n2, A. */
  sourceCurrent: Map<string, number>;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    let root = x;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    this.parent.set(x, root);
    return root;
  }
  /** Joins the sets of a and b; false when they were already joined (the edge closes a loop). */
  union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(ra, rb);
    return true;
  }
}

/**
 * Why the network has no unique DC solution, or null when it has one:
 * no ground node; a loop made only of voltage sources (including one shorted by itself);
 * a node without a path to ground through resistors and voltage sources (floating,
 * or fed only by current sources, whose voltage is then undetermined).
 */
export function topologyError(elements: readonly CircuitElement[], field: string): EngineError | null {
  const nodes = new Set<string>();
  for (const e of elements) nodes.add(e.n1).add(e.n2);
  if (!nodes.has(GROUND)) {
    return {
      code: 'NO_GROUND_NODE',
      field,
      detail: 'No element connects to the reference node, so node voltages have nothing to be measured against.',
      suggestion: 'Name the reference node 0 (or gnd) and connect it, e.g. the negative terminal of the supply: "V1 1 0 10".',
    };
  }
  const sources = new UnionFind();
  for (const e of elements) {
    if (e.type === 'V' && !sources.union(e.n1, e.n2)) {
      return {
        code: 'VOLTAGE_SOURCE_LOOP',
        field,
        detail:
          e.n1 === e.n2
            ? `Voltage source ${e.name} has both terminals on node ${e.n1}: it is shorted by itself.`
            : `Voltage source ${e.name} closes a loop made only of voltage sources (through nodes ${e.n1} and ${e.n2}); the current in that loop is undetermined (and infinite unless the voltages happen to sum to 0).`,
        suggestion: `Remove ${e.name}, or put a resistor in series with it (its internal resistance).`,
      };
    }
  }
  const dcPaths = new UnionFind();
  for (const e of elements) if (e.type !== 'I') dcPaths.union(e.n1, e.n2);
  const groundRoot = dcPaths.find(GROUND);
  for (const node of nodes) {
    if (dcPaths.find(node) !== groundRoot) {
      const touchesCurrentSource = elements.some((e) => e.type === 'I' && (e.n1 === node || e.n2 === node));
      return {
        code: 'FLOATING_NODE',
        field,
        detail: touchesCurrentSource
          ? `Node ${node} reaches ground only through current sources: its voltage is undetermined (a current source forced into an open node has no DC solution).`
          : `Node ${node} has no path to ground through resistors or voltage sources: its voltage is undetermined.`,
        suggestion: `Connect node ${node} to the rest of the circuit through a resistor (e.g. a large one to ground), or check the node names for typos.`,
      };
    }
  }
  return null;
}

/**
 * Solves A·x = b by Gaussian elimination with partial pivoting; null when a pivot is exactly 0
 * (a singular matrix). Near-singularity is judged by the caller from the residual, because a
 * relative pivot threshold would reject valid circuits that mix mΩ and GΩ resistors.
 */
export function solveLinearSystem(A: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    if (m[pivot][col] === 0 || !Number.isFinite(m[pivot][col])) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = col + 1; r < n; r++) {
      const f = m[r][col] / m[col][col];
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let c = r + 1; c < n; c++) s -= m[r][c] * x[c];
    x[r] = s / m[r][r];
  }
  return x;
}

/**
 * MNA: unknowns are the non-ground node voltages and one current per voltage source.
 * KCL rows: Σ conductance stamps + source currents leaving the node = current-source injections.
 * Voltage-source rows: V(n1) − V(n2) = value. Resistances must be > 0 and the topology valid.
 */
export function solveNodal(elements: readonly CircuitElement[]): NodalSolution | null {
  const nodes: string[] = [];
  for (const e of elements) for (const n of [e.n1, e.n2]) if (n !== GROUND && !nodes.includes(n)) nodes.push(n);
  const index = new Map(nodes.map((n, i) => [n, i]));
  const vsources = elements.filter((e) => e.type === 'V');
  const size = nodes.length + vsources.length;
  const A = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const b = new Array<number>(size).fill(0);
  const at = (n: string) => index.get(n);

  for (const e of elements) {
    const i = at(e.n1);
    const j = at(e.n2);
    if (e.type === 'R') {
      const g = 1 / e.value;
      if (i !== undefined) A[i][i] += g;
      if (j !== undefined) A[j][j] += g;
      if (i !== undefined && j !== undefined) {
        A[i][j] -= g;
        A[j][i] -= g;
      }
    } else if (e.type === 'I') {
      // SPICE: the current flows from n1 through the source to n2, leaving n1 and entering n2.
      if (i !== undefined) b[i] -= e.value;
      if (j !== undefined) b[j] += e.value;
    }
  }
  vsources.forEach((e, k) => {
    const row = nodes.length + k;
    const i = at(e.n1);
    const j = at(e.n2);
    if (i !== undefined) {
      A[i][row] += 1;
      A[row][i] += 1;
    }
    if (j !== undefined) {
      A[j][row] -= 1;
      A[row][j] -= 1;
    }
    b[row] = e.value;
  });

  const x = size === 0 ? [] : solveLinearSystem(A, b);
  if (!x) return null;
  const voltage = new Map<string, number>([[GROUND, 0]]);
  nodes.forEach((n, i) => voltage.set(n, x[i]));
  const sourceCurrent = new Map(vsources.map((e, k) => [e.name, x[nodes.length + k]]));
  return { nodes, voltage, sourceCurrent };
}
