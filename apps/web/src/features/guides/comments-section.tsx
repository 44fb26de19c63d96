import { formatUsShortDate, GUIDE_LEARNING_LIMITS, type GuideComment } from '@stepwise/contracts';
import { Button, ConfirmDialog, ErrorBanner, toast } from '@stepwise/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { guideTexts } from '@/features/guides/texts';
import { TextAreaField } from '@/features/step-tabs/text-area-field';
import { describeApiFailure, useTRPC, useTRPCClient } from '@/lib/trpc';

const text = guideTexts.comments;

function CommentItem({ comment, onDelete }: { comment: GuideComment; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-1 py-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">
            {comment.is_mine ? text.you : comment.author_username}
          </span>{' '}
          <time dateTime={comment.created_at} className="text-xs text-slate-500">
            {formatUsShortDate(comment.created_at)}
          </time>
        </p>
        {comment.is_mine ? (
          <Button size="sm" variant="ghost" icon={<Trash2 />} onClick={onDelete}>
            {text.delete}
          </Button>
        ) : null}
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">
        {comment.comment_text}
      </p>
    </li>
  );
}

/** Comments at the bottom of a guide: newest first, add one (1-2,000 characters), delete your own. */
export function CommentsSection({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const input = { project_id: projectId, limit: GUIDE_LEARNING_LIMITS.commentsPageDefault };
  const list = useInfiniteQuery(
    trpc.learning.comments.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
  );
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<GuideComment | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.learning.comments.pathKey() });

  const add = useMutation({
    mutationFn: (comment_text: string) =>
      client.learning.addComment.mutate({ project_id: projectId, comment_text }),
    onSuccess: async () => {
      setDraft('');
      await refresh();
    },
    onError: (failure) => {
      const described = describeApiFailure(failure);
      setError(
        described.kind === 'rejected' && described.status === 400 && described.detail
          ? described.detail
          : text.postFailed,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (comment_id: string) => client.learning.deleteComment.mutate({ comment_id }),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: () => {
      setDeleting(null);
      toast.error(text.deleteFailed);
    },
  });

  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <section
      aria-labelledby="guide-comments"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="guide-comments"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <MessageSquare aria-hidden="true" className="size-5 text-slate-500" />
        {text.heading}
        {total === undefined ? null : (
          <span className="font-normal text-slate-500 tabular-nums">({total})</span>
        )}
      </h2>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) {
            setError(text.required);
            return;
          }
          setError(undefined);
          add.mutate(draft.trim());
        }}
      >
        <TextAreaField
          label={text.label}
          placeholder={text.placeholder}
          rows={3}
          maxLength={GUIDE_LEARNING_LIMITS.commentMax}
          value={draft}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" className="self-end" busy={add.isPending} busyLabel={text.posting}>
          {text.submit}
        </Button>
      </form>
      {list.isError ? (
        <ErrorBanner>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{text.loadFailed}</span>
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              {guideTexts.retry}
            </Button>
          </div>
        </ErrorBanner>
      ) : list.isPending ? null : comments.length === 0 ? (
        <p className="text-sm text-slate-500">{text.empty}</p>
      ) : (
        <ul aria-label={text.heading} className="divide-y divide-slate-100">
          {comments.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              onDelete={() => setDeleting(comment)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          busy={list.isFetchingNextPage}
          busyLabel={guideTexts.discover.loadingMore}
          onClick={() => void list.fetchNextPage()}
        >
          {guideTexts.discover.loadMore}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={text.confirmTitle}
        message={text.confirm}
        confirmLabel={text.delete}
        tone="danger"
        busy={remove.isPending}
        busyLabel={text.deleting}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.comment_id);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
