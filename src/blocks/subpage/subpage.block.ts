import { pagePathOf } from '../../../contract/pagePaths';
import { subpageContract } from '../../../contract/blocks/subpage';
import type { Editor, Range } from '@tiptap/core';
import { errorTextOf } from '../../ui/StatusMessage';
import { systemOfPath } from '../../routes/paths';
import { createSubpage, editorRouteOfSubpage, useEditingPage } from '../../store/editingPage';
import { useSaveAll } from '../../store/saveAll';
import { useSubpageStates } from '../../store/subpageStates';
import { showToast } from '../../store/toasts';
import type { Locale } from '../../../contract';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import type { BlockDefinition } from '../types';
import { subpageCodec } from './subpage.codec';
import { Subpage } from './subpage.node';
import { removalQuestion, type SubpageFields } from './subpage.schema';

/** Spec 4.4: create the page, insert the block, trigger every save, then open the new page in the editor. */
export async function embedNewSubpage(editor: Editor, range: Range, locale: Locale = 'en') {
  const t = translatorOf(blocksMessages, locale);
  const { page, navigate } = useEditingPage.getState();
  editor.chain().focus().deleteRange(range).run();
  if (!page?.pageId || !page.publicPath) {
    showToast(t('subpage.saveFirst'), 'error');
    return;
  }
  const system = systemOfPath(page.publicPath);
  try {
    const created = await createSubpage(system, { pageId: page.pageId, collection: page.collection });
    const editorSlug = system === 'projects' ? String(created.pageId) : created.slug;
    const fields: SubpageFields = {
      title: created.title,
      unique_slug: created.slug,
      system,
      editor_unique_slug: editorSlug,
      public_route: pagePathOf({ locale: page.locale, collection: page.collection, slug: created.slug }),
      editor_route: editorRouteOfSubpage(page.locale, page.collection, editorSlug),
      page_id: created.pageId,
    };
    editor.chain().focus().insertSubpage(fields).run();
    if (await useSaveAll.getState().saveAll()) navigate(fields.editor_route);
  } catch (error) {
    showToast(t('subpage.createFailed', { error: errorTextOf(error, locale) }), 'error');
  }
}

export const block: BlockDefinition = {
  name: 'subpage',
  contract: subpageContract,
  extensions: [Subpage],
  codec: subpageCodec,
  removalQuestions: {
    subpage: (attrs, locale) =>
      removalQuestion(useSubpageStates.getState().byId[Number(attrs.page_id)]?.title ?? String(attrs.title ?? ''), locale),
  },
  slashOptions: [
    {
      title: 'slash.page',
      keywords: ['embed', 'add', 'page', 'subpage'],
      description: 'slash.pageDescription',
      run: (editor, range, locale) => void embedNewSubpage(editor, range, locale),
    },
  ],
};
