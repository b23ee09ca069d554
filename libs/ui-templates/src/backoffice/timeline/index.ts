// The back office's timeline part: components, styles and texts (namespace `backoffice`, key `timeline`).
export { Timeline, TimelineEntry, TIMELINE_STEP, type TimelineProps, type TimelineEntryProps } from './timeline';
export { CommentComposer, COMMENT_MAX_LENGTH, type CommentComposerProps } from './comment-composer';
export { formatRelativeTime } from './relative-time';
