import { messages, PROJECT_TAGS, type ProjectTag, TEXT_LIMITS } from '@stepwise/contracts';
import type { CreationForm } from '@stepwise/machines';
import { cn, TextField, useCharacterLimit } from '@stepwise/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';
import { creationTexts } from '@/features/creation/texts';
import { CREATION_FIELD_ATTRIBUTE, fieldError } from '@/features/creation/view-selectors';

/** Project Name (required), Description and Tags (spec 2), written straight into the machine. */
export function ProjectDetailsFields() {
  const { actor } = useCreation();
  const name = useCreationSelector((snapshot) => snapshot.context.form.name);
  const description = useCreationSelector((snapshot) => snapshot.context.form.description);
  const tags = useCreationSelector((snapshot) => snapshot.context.form.tags);
  const change = (values: Partial<CreationForm>) => actor.send({ type: 'form.change', values });
  const descriptionId = useId();
  const nameError = useCreationSelector(fieldError('name'));
  const descriptionLimit = useCharacterLimit<HTMLTextAreaElement>({
    fieldId: descriptionId,
    maxLength: TEXT_LIMITS.projectDescription,
    value: description,
    onChange: (event) => change({ description: event.target.value }),
  });

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={messages.create.projectName}
        value={name}
        onChange={(event) => change({ name: event.target.value })}
        error={nameError ?? undefined}
        {...{ [CREATION_FIELD_ATTRIBUTE]: 'name' }}
        required
        aria-required="true"
        autoComplete="off"
        maxLength={TEXT_LIMITS.projectName}
        placeholder={creationTexts.namePlaceholder}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700">
          {messages.create.description}
        </label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={descriptionLimit.onChange}
          onPaste={descriptionLimit.onPaste}
          aria-describedby={descriptionLimit.counterId}
          rows={4}
          maxLength={TEXT_LIMITS.projectDescription}
          placeholder={creationTexts.descriptionPlaceholder}
          className={cn(
            'min-h-24 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs transition-colors',
            'placeholder:text-slate-400 hover:border-slate-400 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/25',
            'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          )}
        />
        {descriptionLimit.counter}
      </div>
      <TagPicker selected={tags} onChange={(next) => change({ tags: next })} />
    </div>
  );
}

/** The ten tags of spec 9 as a group of toggle chips (checkboxes), in the spec's order. */
export function TagPicker({
  selected,
  onChange,
}: {
  selected: readonly ProjectTag[];
  onChange: (tags: ProjectTag[]) => void;
}) {
  const hintId = useId();
  const toggle = (tag: ProjectTag) =>
    onChange(
      PROJECT_TAGS.filter((each) =>
        each === tag ? !selected.includes(tag) : selected.includes(each),
      ),
    );
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{messages.create.tags}</legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        {creationTexts.tagsHint}
      </p>
      <div className="flex flex-wrap gap-2">
        {PROJECT_TAGS.map((tag) => {
          const checked = selected.includes(tag);
          return (
            <label
              key={tag}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors select-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                checked
                  ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(tag)}
              />
              {checked ? <Check aria-hidden="true" className="-ml-0.5 size-3.5" /> : null}
              {tag}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
