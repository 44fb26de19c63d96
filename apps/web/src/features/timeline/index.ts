export { FloatingTimeline, type FloatingTimelineProps } from './floating-timeline';
export type { TimelineStep } from './step-blocks';
