import { CartesianGrid, Line, LineChart, ReferenceArea, ReferenceLine, XAxis, YAxis } from 'recharts';

/**
 * The same heart-rate chart drawn with Recharts, for comparison only: zone bands, the dashed
 * 80 % line, minute ticks, no animation, no dots (Recharts' fastest settings for a long line).
 */
export function RechartsHeartRateChart({
  rows,
  width,
  height,
  hrmax,
}: {
  readonly rows: readonly { t: number; bpm: number }[];
  readonly width: number;
  readonly height: number;
  readonly hrmax: number;
}) {
  const yMin = Math.floor((0.4 * hrmax) / 10) * 10;
  const yMax = Math.ceil((1.05 * hrmax) / 10) * 10;
  return (
    <LineChart width={width} height={height} data={rows} margin={{ top: 26, right: 16, bottom: 8, left: 0 }}>
      <CartesianGrid vertical={false} stroke="rgba(24,32,48,0.08)" />
      <ReferenceArea y1={yMin} y2={0.6 * hrmax} fill="rgba(60,126,148,0.06)" />
      <ReferenceArea y1={0.6 * hrmax} y2={0.8 * hrmax} fill="rgba(175,133,42,0.08)" />
      <ReferenceArea y1={0.8 * hrmax} y2={yMax} fill="rgba(201,52,52,0.09)" />
      <XAxis
        dataKey="t"
        type="number"
        domain={['dataMin', 'dataMax']}
        tickFormatter={(t: number) => String(Math.round(t / 60))}
      />
      <YAxis domain={[yMin, yMax]} />
      <ReferenceLine y={0.8 * hrmax} stroke="#C93434" strokeDasharray="6 4" label="80 % HRmax" />
      <Line dataKey="bpm" stroke="#C93434" strokeWidth={1.5} dot={false} isAnimationActive={false} />
    </LineChart>
  );
}
