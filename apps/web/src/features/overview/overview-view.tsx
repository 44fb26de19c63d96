import { messages } from '@stepwise/contracts';
import { Button, Card, EmptyState } from '@stepwise/ui';
import {
  FileText,
  ListOrdered,
  type LucideIcon,
  Package,
  Pencil,
  PenTool,
  Trash2,
  Wrench,
} from 'lucide-react';
import { useId } from 'react';
import { ShoppingList } from '@/features/finalize/shopping-list';
import {
  itemsNotListed,
  type OverviewItem,
  StepItemsNotice,
} from '@/features/overview/step-items-notice';
import { overviewTexts as texts } from '@/features/overview/texts';
import { AiBadge } from '@/features/steps-panel/ai-badge';
import { useStepDeletion } from '@/features/steps-panel/delete-step-dialog';
import { stepTimeRange } from '@/features/steps-panel/time-range';

const labels = messages.overview;

export interface OverviewStep {
  id: string;
  number: number;
  name: string;
  startMs: number;
  endMs: number;
  annotationCount: number;
  toolCount: number;
  materialCount: number;
  fileCount: number;
  aiGenerated: boolean;
}

export interface OverviewBuyItem extends OverviewItem {
  purchaseLink?: string | null;
}

export interface OverviewViewProps {
  steps: readonly OverviewStep[];
  buyList: readonly OverviewBuyItem[];
  /** True while the list has not come yet (nothing saved locally, the server not answered). */
  buyListLoading?: boolean;
  /** Every tool and material of the steps, equal ones merged. */
  stepItems?: readonly OverviewItem[];
  /** Adds `stepItems` to the list ('Add all tools and materials from steps'). */
  onAddStepItems?: () => void;
  onEdit: (id: string) => void;
  /** Called only once the author confirmed the spec's delete question. */
  onDelete: (id: string) => void;
}

type CountField = 'annotationCount' | 'toolCount' | 'materialCount' | 'fileCount';

const sum = (steps: readonly OverviewStep[], field: CountField): number =>
  steps.reduce((total, step) => total + step[field], 0);

/**
 * The overview of the authoring screen (spec 2 "Overview view"): five stat cards summed over the
 * steps, a card per step with Edit Step and Delete Step, and the Shopping List with what the
 * steps hold that it does not (issue #18: they join it only through 'Add all ...'). Controlled.
 */
export function OverviewView({
  steps,
  buyList,
  buyListLoading = false,
  stepItems = [],
  onAddStepItems,
  onEdit,
  onDelete,
}: OverviewViewProps) {
  const deletion = useStepDeletion(onDelete);
  const notListed = buyListLoading ? [] : itemsNotListed(stepItems, buyList);

  return (
    <div className="flex flex-col gap-6">
      <StatCards steps={steps} />

      <section aria-label={texts.stepsHeading} className="flex flex-col gap-3">
        {steps.length === 0 ? (
          <EmptyState
            icon={<ListOrdered aria-hidden="true" />}
            title={texts.noStepsTitle}
            description={texts.noStepsDescription}
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {steps.map((step) => (
              <li key={step.id}>
                <StepCard
                  step={step}
                  onEdit={() => onEdit(step.id)}
                  onAskDelete={() =>
                    deletion.ask({ id: step.id, number: step.number, name: step.name })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ShoppingList
        editable={false}
        buyList={{
          items: buyList.map((item) => ({
            name: item.name,
            quantity: item.quantity,
            specification: item.specification ?? null,
            purchase_link: item.purchaseLink,
          })),
          status: buyListLoading ? 'loading' : 'ready',
        }}
        emptyText={notListed.length > 0 ? null : texts.emptyShoppingList}
        notice={
          notListed.length > 0 ? <StepItemsNotice items={notListed} onAdd={onAddStepItems} /> : null
        }
      />

      {deletion.dialog}
    </div>
  );
}

function StatCards({ steps }: { steps: readonly OverviewStep[] }) {
  const stats: ReadonlyArray<{ label: string; value: number; icon: LucideIcon }> = [
    { label: labels.totalSteps, value: steps.length, icon: ListOrdered },
    { label: labels.annotations, value: sum(steps, 'annotationCount'), icon: PenTool },
    { label: labels.tools, value: sum(steps, 'toolCount'), icon: Wrench },
    { label: labels.materials, value: sum(steps, 'materialCount'), icon: Package },
    { label: labels.files, value: sum(steps, 'fileCount'), icon: FileText },
  ];
  return (
    <dl
      aria-label={texts.statsLabel}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {stats.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="flex items-center gap-3 p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}

function StepCard({
  step,
  onEdit,
  onAskDelete,
}: {
  step: OverviewStep;
  onEdit: () => void;
  onAskDelete: () => void;
}) {
  const headingId = useId();
  const counts = [
    texts.count(step.annotationCount, 'annotation', 'annotations'),
    texts.count(step.toolCount, 'tool', 'tools'),
    texts.count(step.materialCount, 'material', 'materials'),
    texts.count(step.fileCount, 'file', 'files'),
  ];
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
          {step.number}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 items-center gap-2">
            <h3 id={headingId} className="truncate font-medium text-slate-900" title={step.name}>
              {step.name}
            </h3>
            {step.aiGenerated ? <AiBadge withLabel /> : null}
          </div>
          <span className="font-mono text-xs text-slate-500">
            {stepTimeRange(step.startMs, step.endMs)}
          </span>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs">
        {counts.map((count) => (
          <li key={count} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {count}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {labels.editStep}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          onClick={onAskDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {labels.deleteStep}
        </Button>
      </div>
    </Card>
  );
}
