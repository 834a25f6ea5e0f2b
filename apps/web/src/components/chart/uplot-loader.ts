/*
 * uPlot and its stylesheet in one module, imported only by BarChart's effect: pages with a chart (the ops reports,
 * the agent overview) load it on demand, so the site's first bundle never carries it.
 *
 * Why uPlot: a maintained chart library (MIT) of about 50 KB minified (~20 KB gzipped) with no dependencies, drawing
 * on a canvas, so thousands of points stay fast; Chart.js, Recharts or ECharts are several times larger.
 */
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

export default uPlot;
