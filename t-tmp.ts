import { colorName, COLOR_NAME_COUNT } from './functions/analysis/signals/color-names.ts';
import { parseColor, toHex, colorsInValue } from './functions/analysis/signals/color.ts';
console.log(COLOR_NAME_COUNT);
for (const c of ['#D62828','#708090','#4B1D8F','#C9A227','#0b0b0b','#2D6A4F','#A8DADC','#FFD60A','#FF4F9A','#7B1E3A','#3D5A80','#E63946','#2A9D8F','hsl(210 40% 50%)','rgb(10, 20, 200)','rebeccapurple','rgba(0,0,0,.2)','#fff8', '#abc']) { const rgb = parseColor(c); console.log(c, rgb && toHex(rgb), rgb && colorName(rgb)); }
console.log(colorsInValue('linear-gradient(135deg, #4b1d8f 0%, rgb(138 92 246) 100%) no-repeat center').map(toHex));
