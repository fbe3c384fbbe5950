/** Asks a block's view to open its settings (the block controls' settings button, and a newly inserted block). */
export const BLOCK_SETTINGS_EVENT = 'masthead:block-settings';

/** The editor's floating toolbar and block menu ask the comments panel (a part of the editor bar) for a comment on the selection (issue 35). */
export const COMMENT_EVENT = 'masthead:comment';

export const askForComment = () => window.dispatchEvent(new Event(COMMENT_EVENT));
