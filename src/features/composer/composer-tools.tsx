import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { GroupReference } from '../../../contract/references';
import { AttachButton } from './attachment-list';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON, ICON_BUTTON } from './composer-icons';
import type { ComposerPlace } from './composer-place';
import { GroupPicker } from './group-picker';
import { LinkField } from './link-field';
import { TopicField } from './topic-field';
import type { DraftState } from './use-draft';

export interface ComposerToolsProps {
  place: ComposerPlace;
  draft: DraftState;
  update: (change: Partial<DraftState>) => void;
  fromText: string[];
  detectedLink: string | null;
  disabled: boolean;
  canBroadcast: boolean;
  onGroupPicked: (group: GroupReference | undefined) => void;
  onAddFiles: (files: File[]) => void;
  /** The end of the tool row: the Post button and what it waits for. */
  children: ReactNode;
}

/**
 * What an open composer adds to its text: the group picker (from a network feed), broadcast (for those who may),
 * and topics, files and a link preview behind compact icon buttons. A panel that holds something (or a link in
 * the text, or a #topic) stays open.
 */
export function ComposerTools({
  place,
  draft,
  update,
  fromText,
  detectedLink,
  disabled,
  canBroadcast,
  onGroupPicked,
  onAddFiles,
  children,
}: ComposerToolsProps) {
  const { t } = useLingui();
  const id = useId();
  const [topicsShown, setTopicsShown] = useState(false);
  const [linkShown, setLinkShown] = useState(false);
  const topicsOpen = topicsShown || draft.topics.length > 0 || fromText.length > 0;
  // A link in the text offers its preview at once.
  const linkOpen = linkShown || draft.link !== null || detectedLink !== null;
  return (
    <>
      {topicsOpen ? (
        <div id={`${id}-topics`}>
          <TopicField
            topics={draft.topics}
            fromText={fromText}
            disabled={disabled}
            onChange={(topics) => {
              update({ topics });
            }}
          />
        </div>
      ) : null}
      {linkOpen ? (
        <div id={`${id}-link`}>
          <LinkField
            link={draft.link}
            detected={detectedLink}
            disabled={disabled}
            onChange={(link) => {
              update({ link });
            }}
          />
        </div>
      ) : null}
      {canBroadcast ? (
        <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
          <input
            type="checkbox"
            checked={draft.broadcast}
            disabled={disabled}
            onChange={(e) => {
              update({ broadcast: e.target.checked });
            }}
            className="size-4"
          />
          <Trans>Broadcast to everyone in the network (an announcement)</Trans>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        {place.kind === 'network' ? (
          <GroupPicker
            value={draft.groupId}
            disabled={disabled}
            onChange={(groupId, group) => {
              update({ groupId });
              onGroupPicked(group);
            }}
          />
        ) : null}
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t`Add topics`}
          title={t`Add topics`}
          aria-expanded={topicsOpen}
          aria-controls={topicsOpen ? `${id}-topics` : undefined}
          disabled={disabled}
          onClick={() => {
            setTopicsShown(!topicsShown);
          }}
        >
          <Icon name="hash" className={COMPOSER_ICON} />
        </button>
        <AttachButton onAdd={onAddFiles} disabled={disabled} />
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t`Add a link`}
          title={t`Add a link`}
          aria-expanded={linkOpen}
          aria-controls={linkOpen ? `${id}-link` : undefined}
          disabled={disabled}
          onClick={() => {
            setLinkShown(!linkShown);
          }}
        >
          <Icon name="link" className={COMPOSER_ICON} />
        </button>
        {children}
      </div>
    </>
  );
}
