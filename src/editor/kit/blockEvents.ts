/** Asks a block's view to open its settings (the block controls' settings button, and a newly inserted block). */
export const BLOCK_SETTINGS_EVENT = 'masthead:block-settings';
