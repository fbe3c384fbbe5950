/** The editor shell: bar, toolbar, picker, page settings, publishing (in the editor chunk). English: the spec's texts exactly. */
export const editorEn = {
  // The editor route's document titles.
  'route.newPage': 'New page',
  'route.editor': 'Editor',
  'route.editPage': 'Edit: {title}',
  'loading.overlay': 'PAGE EDITOR LOADING',

  // The editor bar and the page's fields.
  'bar.region': 'Page actions',
  'bar.viewPage': 'View page',
  'bar.save': 'Save',
  'status.saved': 'All changes saved',
  'status.unsaved': 'Unsaved changes',
  'status.saving': 'Saving...',
  'status.failed': 'Not saved',
  'fields.title': 'Title',
  'fields.standFirst': 'Stand first',
  'fields.body': 'Page body',
  'fields.emptyBody': "Write something or press '/' for commands...",

  // The live session (issue 34): who is here, the line, and why editing stopped.
  'live.here': 'Also here: {names}',
  'live.offline': 'Offline: changes kept on this device',
  'live.connecting': 'Connecting...',
  'live.endedAccess': 'You no longer have access to edit this page. Your changes up to now are kept on this device.',
  'live.endedSession': 'Your session has ended. Sign in again to keep editing; your changes are kept on this device.',
  'live.endedGone': 'This page was deleted or moved to the trash, so it can no longer be edited.',
  'live.saveFailed': 'Could not save: {message} Your changes are kept in the live session.',

  // Saving, drafts kept in the browser, conflicts and the leave guard.
  'save.titleMissing': 'Give the page a title before saving.',
  'save.failed': 'Could not save: {message} Your changes are kept in this browser.',
  'change.elsewhere': 'This page was changed elsewhere since you opened it.',
  'draft.region': 'Unsaved changes',
  'draft.found': 'You have unsaved changes to this page from {when}.',
  'draft.restore': 'Restore them',
  'draft.discard': 'Discard them',
  'save.merged': 'Saved. Changes someone else saved meanwhile were merged in.',
  'remote.merged': 'Someone else saved this page; their changes are now in your copy.',
  'leave.title': 'Leave without saving?',
  'leave.description': 'Your unsaved changes stay in this browser and are offered back when you return to this page.',
  'leave.stay': 'Stay',
  'leave.leave': 'Leave',
  'signOut.title': 'Sign out without saving?',
  'signOut.signOut': 'Sign out',

  // Publishing and its schedule.

  // Page settings.

  // Draft preview links.

  // The floating toolbar and the link editor.
  'toolbar.label': 'Text formatting',
  'toolbar.textStyle': 'Text style',
  'toolbar.normal': 'Normal',
  'toolbar.heading': 'Heading {level}',
  'toolbar.redBar': 'Red bar',
  'toolbar.textColour': 'Text colour',
  'toolbar.textColours': 'Text colours',
  'toolbar.bold': 'Bold',
  'toolbar.italic': 'Italic',
  'toolbar.underline': 'Underline',
  'toolbar.link': 'Link',
  'toolbar.comment': 'Comment',
  'toolbar.bulletedList': 'Bulleted list',
  'toolbar.numberedList': 'Numbered list',
  'colour.black': 'Black',
  'colour.red': 'Red',
  'colour.grey': 'Grey',
  'colour.stone': 'Stone',
  'colour.green': 'Green',
  'colour.white': 'White',
  'link.label': 'Link',
  'link.placeholder': 'Type or paste link',
  'link.remove': 'Remove link',
  'link.notAllowed': 'Links must start with http://, https://, mailto: or tel:, or be a path on this site.',

  // The block controls and the block picker's shell.
  'block.deleteSubpage': 'Delete subpage?',
  'block.cancel': 'Cancel',
  'block.delete': 'Delete',
  'block.comment': 'Comment',
  'block.insert': 'Insert a block',
  'block.drag': 'Drag to move',
  'block.menu': 'Block menu',
  'block.menuTitle': 'Block',
  'block.duplicate': 'Duplicate',
  'block.moveUp': 'Move up',
  'block.moveDown': 'Move down',
  'block.remove': 'Remove block',
  'block.settings': 'Block settings',
  'block.turnInto': 'Turn into',
  'block.paragraph': 'Paragraph',
  'block.heading2': 'Heading 2',
  'block.heading3': 'Heading 3',
  'block.bulletList': 'Bullet list',
  'block.numberedList': 'Numbered list',
  'slash.dialog': 'Insert a block',
  'slash.list': 'Blocks',
  'slash.empty': 'No matching blocks',
  'hint.shiftEnter': 'Press {keys} to start a new paragraph.',
  'hint.gotIt': 'Got it',
  'inert.unsupported': 'Unsupported block: {type}',

  // The date field and its calendar.
  // The calendar's labels: given on /hk only (/en keeps DayPicker's own, which these repeat).

  // The what's on page's editor.

  // The programme's editor: days and their periods.
} as const;

export type EditorKey = keyof typeof editorEn;
