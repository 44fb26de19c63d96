/**
 * Texts of the floating timeline that the spec names without wording them (spec 2 "Zoom,
 * collapse, ... markers"). The buttons Mark Start, Mark End, Clear and the marker names come from
 * `messages`.
 */
export const timelineTexts = {
  region: 'Video timeline',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  collapse: 'Collapse timeline',
  expand: 'Expand timeline',
  aiGenerated: 'AI-generated',
  step: (number: number, name: string) => `Step ${number}: ${name}`,
  annotationTicks: (count: number) => `${count} annotation ${count === 1 ? 'mark' : 'marks'}`,
} as const;
