import { messages } from '@stepwise/contracts';
import type { StepItemKind } from '@stepwise/machines';
import { Button } from '@stepwise/ui';
import { Library, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { NewItemDialog } from '@/features/step-tabs/new-item-dialog';
import { RepositoryPickerDialog } from '@/features/step-tabs/repository-picker-dialog';
import { StepItemList } from '@/features/step-tabs/step-item-list';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import {
  type StepEditorRef,
  useStepItems,
  useUncertainItems,
} from '@/features/step-tabs/use-step-editor';

const texts = stepTabsTexts.items;

const HEADINGS: Readonly<Record<StepItemKind, string>> = {
  tool: messages.overview.tools,
  material: messages.overview.materials,
};

interface SectionProps {
  editor: StepEditorRef;
  kind: StepItemKind;
  projectId: string;
}

function StepItemsSection({ editor, kind, projectId }: SectionProps) {
  const headingId = useId();
  const items = useStepItems(editor, kind);
  const uncertain = useUncertainItems(editor, kind);
  const [dialog, setDialog] = useState<'repository' | 'new' | null>(null);
  const close = () => setDialog(null);
  const noun = texts.noun(kind);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {HEADINGS[kind]}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${texts.addFromRepository}: ${noun}`}
            icon={<Library aria-hidden="true" className="size-4" />}
            onClick={() => setDialog('repository')}
          >
            {texts.addFromRepository}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${texts.addNew}: ${noun}`}
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => setDialog('new')}
          >
            {texts.addNew}
          </Button>
        </div>
      </div>
      <StepItemList
        kind={kind}
        items={items}
        uncertain={uncertain}
        onRemove={(index) =>
          editor.send({ type: kind === 'tool' ? 'tool.remove' : 'material.remove', index })
        }
        onQuantityChange={(index, quantity) =>
          editor.send({
            type: kind === 'tool' ? 'tool.setQuantity' : 'material.setQuantity',
            index,
            quantity,
          })
        }
      />
      {dialog === 'repository' ? (
        <RepositoryPickerDialog editor={editor} kind={kind} onClose={close} />
      ) : null}
      {dialog === 'new' ? (
        <NewItemDialog editor={editor} kind={kind} projectId={projectId} onClose={close} />
      ) : null}
    </section>
  );
}

/** The Step Materials tab: the step's tools and its materials, each added from the repository or typed in. */
export function MaterialsTab({ editor, projectId }: { editor: StepEditorRef; projectId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <StepItemsSection editor={editor} kind="tool" projectId={projectId} />
      <StepItemsSection editor={editor} kind="material" projectId={projectId} />
    </div>
  );
}
