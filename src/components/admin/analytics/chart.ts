// Chart.js with only what the Analytics page draws (bar charts), so the rest of the library is not bundled.
// Imported dynamically by BarChart.tsx: the chunk loads on this page only, after its figures.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
