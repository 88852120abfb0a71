// Chart.js with only what the Analytics page draws (bar charts), so the rest of the library is not bundled.
// Imported dynamically by BarChart.tsx: the chunk loads on this page only, after its figures.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

// The site's text face (src/styles/fonts.css) rather than Chart.js's Helvetica/Arial.
Chart.defaults.font.family = "'Inter', system-ui, sans-serif";

/**
 * Waits (briefly) for Inter: a canvas draws with whatever face is loaded at that moment and never redraws when
 * a face arrives later. A face that does not come leaves the chart on the fallback, never without a chart.
 */
export async function chartFontsReady(): Promise<void> {
  const faces = Promise.all(['12px Inter', '600 12px Inter'].map((font) => document.fonts.load(font))).catch(() => []);
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

export { Chart };
