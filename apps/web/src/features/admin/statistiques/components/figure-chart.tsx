// Loaded with the chart itself (React.lazy), so the other back-office pages carry neither
// recharts nor these styles; Mantine asks for them after its core styles, which load first.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { StatistiquesMois } from '../api/get-statistiques.ts';
import { formatAxis, formatFigure, formatMois, type FigureSection } from '../figures.ts';

export interface FigureChartProps {
  section: FigureSection;
  mois: StatistiquesMois[];
}

/**
 * The chart of one figure (@mantine/charts on recharts): bars or a line per series, months on
 * the axis, French numbers in the tooltip. Its numbers are in the table beside it.
 */
export default function FigureChart({ section, mois }: FigureChartProps) {
  const data = mois.map((m) => ({
    mois: formatMois(m.mois),
    ...Object.fromEntries(section.series.map((s) => [s.key, m[s.key]])),
  }));
  const series = section.series.map((s) => ({ name: s.key, label: s.label, color: s.color }));
  const valueFormatter = (value: number) => formatFigure(value, section.unit);
  const common = {
    h: 260,
    data,
    dataKey: 'mois',
    series,
    valueFormatter,
    withLegend: section.series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    tickLine: 'y' as const,
    // Short ticks (« 42 k€ ») so that the axis fits a phone; the tooltip and the table are exact.
    yAxisProps: { width: 56, tickFormatter: (value: number) => formatAxis(value, section.unit) },
  };
  return section.chart === 'line' ? (
    <LineChart {...common} connectNulls curveType="monotone" />
  ) : (
    <BarChart {...common} />
  );
}
