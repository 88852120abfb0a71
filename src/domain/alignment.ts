/** The alignment line of a report, the same on the results page, in the email and in the PDF. */
export function alignmentText(personal: string, company: string): string {
  return personal === company
    ? `Aligned: your website projects ${company}, the same archetype as you. Your personal and company brand reinforce each other.`
    : `Gap: you lead as ${personal}, but your website reads as ${company}. Decide which story you want customers to hear, and bring your words, colors and type in line with it.`;
}
