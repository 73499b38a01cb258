/** What a summary's text becomes on screen (parsed by src/api; see SummaryBody). */
export type SummarySectionView = { timestamp: string; seconds: number | null; title: string; bullets: readonly string[] };
export type SummaryContent = { kind: 'text'; text: string } | { kind: 'sections'; sections: readonly SummarySectionView[] };
