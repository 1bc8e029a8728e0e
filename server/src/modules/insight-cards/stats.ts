/**
 * Welch's t interval for a difference in means (decision 0027): small and exact enough for a
 * member's few dozen weeks, without a statistics dependency. The Student t quantile comes from
 * its distribution function (the regularized incomplete beta function, evaluated by its
 * continued fraction as in Numerical Recipes §6.4) inverted by bisection.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 coefficients: about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast for x < (a + 1) / (a + b + 2); otherwise use the symmetry.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom (any real df > 0). */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The `p` quantile (0.5 < p < 1) of Student's t with `df` degrees of freedom. */
export function studentTQuantile(p: number, df: number): number {
  let low = 0;
  let high = 1;
  while (studentTCdf(high, df) < p) high *= 2;
  for (let i = 0; i < 100 && high - low > 1e-12; i++) {
    const middle = (low + high) / 2;
    if (studentTCdf(middle, df) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export type Summary = { n: number; mean: number; variance: number };

/** Size, mean and sample variance (n − 1). */
export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  return { n, mean, variance };
}

export type WelchInterval = { difference: number; low: number; high: number; df: number };

/**
 * The `confidence` interval of mean(a) − mean(b) by Welch's t (unequal variances, the
 * Welch–Satterthwaite degrees of freedom). Null when it cannot be estimated: fewer than 2
 * values on a side, or no spread at all on either (a standard error of 0 says nothing).
 */
export function welchInterval(
  a: readonly number[],
  b: readonly number[],
  confidence: number,
): WelchInterval | null {
  if (a.length < 2 || b.length < 2) return null;
  const x = summarize(a);
  const y = summarize(b);
  const va = x.variance / x.n;
  const vb = y.variance / y.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return null;
  const df = (va + vb) ** 2 / (va ** 2 / (x.n - 1) + vb ** 2 / (y.n - 1));
  const margin = studentTQuantile(1 - (1 - confidence) / 2, df) * se;
  const difference = x.mean - y.mean;
  return { difference, low: difference - margin, high: difference + margin, df };
}
