/** The email's inline styles, shared by its sections (mail clients ignore style sheets, so every element carries its own). */
export const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const TEXT = `${FONT};color:#1f2937;font-size:15px;line-height:1.6`;
export const H2 = `${FONT};color:#111827;font-size:18px;margin:0 0 8px`;
