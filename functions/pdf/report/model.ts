import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import type { CompetitorAnalysis } from '../../../src/domain/competitors/types.ts';
import type { ReportCompanyAnalysis } from '../../../src/domain/report/company.ts';
import type { Paper } from '../../../src/domain/report/paper.ts';
import type { VoiceGuide } from '../../../src/domain/voice/guide.ts';

/**
 * Everything the PDF report shows, read from the stored submission and what is stored with it (never from the
 * request): ./load.ts builds it, ./render.ts draws it. Every string from a visitor or a crawled site is plain text.
 */
export interface PdfReportModel {
  paper: Paper;
  /** The cover's date, already formatted for the locale ("28 November 2026", "November 28, 2026"). */
  date: string;
  /** When it was made (epoch ms, the app's clock): the document's creation date. */
  generatedAt: number;
  company: string | null;
  companyUrl: string | null;
  primary: ArchetypeName;
  subArchetype: string;
  /** Runner-up of the main scores, for the wheel. */
  secondary?: ArchetypeName;
  /** The stored analysis of the company's website, with the site's palette when it was stored (newer rows). */
  companyAnalysis: ReportCompanyAnalysis | null;
  /** Oldest first, at most three. */
  competitors: readonly CompetitorAnalysis[];
  /** The team the result belongs to, when it does. Names only, never emails. */
  team: { name: string; members: { name: string; primary: ArchetypeName; isOwner: boolean }[] } | null;
  /** How to write in the visitor's archetype, on the site's own subject when there is an analysis. */
  voiceGuide: VoiceGuide;
  links: {
    /** The archetype's page on this site. */
    archetypePage: string;
    brandBook: string;
    quiz: string;
  };
}

/** Makes the PDF of a model: in-process (./render.ts with the runtime's fonts) or on a worker thread (../worker/renderer.ts). */
export type ReportPdfRenderer = (model: PdfReportModel) => Promise<Uint8Array>;
