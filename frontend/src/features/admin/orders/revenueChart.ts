/** Geometry of the dashboard's small revenue chart (pure, so it is tested without a browser). */
export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  /** The line through every day. */
  line: string;
  /** The same line closed along the bottom, for the filled area. */
  area: string;
  points: ChartPoint[];
  max: number;
}

/**
 * Days (oldest first) into an SVG path inside width × height with `pad` around; the highest day touches
 * the top, zero sits on the bottom. One day or none still draws a flat line.
 */
export function chartGeometry(values: number[], width: number, height: number, pad = 4): ChartGeometry {
  const max = Math.max(0, ...values);
  const count = Math.max(values.length, 1);
  const innerW = width - pad * 2;
  const innerH = height - pad * 2;
  const xAt = (i: number) => (count === 1 ? width / 2 : pad + (innerW * i) / (count - 1));
  const yAt = (v: number) => pad + innerH - (max > 0 ? (innerH * v) / max : 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = (values.length ? values : [0]).map((v, i) => ({ x: round(xAt(i)), y: round(yAt(v)) }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const bottom = round(pad + innerH);
  const area = `${line} L${points[points.length - 1]!.x} ${bottom} L${points[0]!.x} ${bottom} Z`;
  return { line, area, points, max };
}
