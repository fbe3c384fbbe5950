import { Extension, callOrReturn, getExtensionField, type NodeConfig } from '@tiptap/core';

declare module '@tiptap/core' {
  interface NodeConfig<Options, Storage> {
    /**
     * A block that names something only one of may exist for (a subpage names its page): the editor shell neither
     * duplicates it nor copies it, and asks nothing else of the block's internals.
     */
    unique?: boolean | ((this: { name: string; options: Options; storage: Storage }) => boolean);
  }
}

declare module '@tiptap/pm/model' {
  interface NodeSpec {
    unique?: boolean;
  }
}

/** Puts each block node's `unique` into its schema, where the shell reads it (`node.type.spec.unique`). */
export const BlockTraits = Extension.create({
  name: 'blockTraits',
  extendNodeSchema(extension) {
    const context = { name: extension.name, options: extension.options, storage: extension.storage };
    return { unique: Boolean(callOrReturn(getExtensionField<NodeConfig['unique']>(extension, 'unique', context))) };
  },
});

/** Whether a node is a block of which only one may exist (see `unique`). */
export const isUniqueBlock = (node: { type: { spec: { unique?: boolean } } } | null | undefined) => Boolean(node?.type.spec.unique);
