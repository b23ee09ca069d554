import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { cx } from '../../components/class-names';
import {
  appendChild,
  countCompleteConditions,
  countConditions,
  emptyQueryTree,
  isComplete,
  MAX_CONDITIONS,
  MAX_GROUP_DEPTH,
  newCondition,
  newGroup,
  OPERATORS_BY_KIND,
  removeNode,
  sameQueryTree,
  updateNode,
  withField,
  withOperator,
  type QueryCondition,
  type QueryField,
  type QueryGroup,
  type QueryNode,
  type QueryOperator,
  type QueryValue,
} from './query-tree';
import { ValueEditor } from './value-editor';
import './query-builder.css';
import '../backoffice.css';

export interface QueryBuilderProps {
  /** The fields "Add filter" offers, with their kinds (and options for enums). */
  fields: readonly QueryField[];
  /** The applied tree (from the URL). The builder edits a draft of it and resets when it changes. */
  value: QueryGroup;
  /** "Apply filters" (or Enter in a value): the draft becomes the query. "Clear all" applies an empty tree. */
  onApply: (tree: QueryGroup) => void;
  className?: string;
}

let lastNodeId = 0;
/** An id for a node made in the builder (trees read from a URL use `root`, `root.0`, …). */
function nextNodeId(): string {
  lastNodeId += 1;
  return `qb${lastNodeId}`;
}

/** Conditions and groups numbered in reading order (from 1; the root group has no number). */
interface Numbering {
  conditions: Map<string, number>;
  groups: Map<string, number>;
}

function numberTree(root: QueryGroup): Numbering {
  const conditions = new Map<string, number>();
  const groups = new Map<string, number>();
  const walk = (node: QueryNode) => {
    if (node.kind === 'condition') conditions.set(node.id, conditions.size + 1);
    else {
      if (node !== root) groups.set(node.id, groups.size + 1);
      node.children.forEach(walk);
    }
  };
  walk(root);
  return { conditions, groups };
}

/** Where a node sits: its parent group and index (undefined for the root). */
function parentOf(root: QueryGroup, id: string): { parent: QueryGroup; index: number } | undefined {
  for (const [index, child] of root.children.entries()) {
    if (child.id === id) return { parent: root, index };
    if (child.kind === 'group') {
      const found = parentOf(child, id);
      if (found) return found;
    }
  }
  return undefined;
}

/** What the group and condition editors need from the builder. */
interface Editor {
  fields: readonly QueryField[];
  fieldById: ReadonlyMap<string, QueryField>;
  numbering: Numbering;
  /** The DOM id of a part of a node's editor. */
  domId: (nodeId: string, part: string) => string;
  /** False once the draft holds {@link MAX_CONDITIONS} conditions (or no field is offered). */
  canAdd: boolean;
  limitId: string;
  addCondition: (groupId: string) => void;
  addGroup: (group: QueryGroup) => void;
  remove: (nodeId: string) => void;
  setAll: (groupId: string, all: boolean) => void;
  setField: (condition: QueryCondition, fieldId: string) => void;
  setOperator: (condition: QueryCondition, op: QueryOperator) => void;
  setValue: (conditionId: string, value: QueryValue) => void;
}

/**
 * The query builder: AND/OR groups of conditions over the fields, edited as a draft and applied.
 *
 * "Add filter" adds a condition on the first field and moves the focus to its field; the operators
 * offered are those of the field's kind ({@link OPERATORS_BY_KIND}) and the value input fits the kind
 * and operator. Every group (the root too) matches "All of" or "Any of" its children; groups nest
 * {@link MAX_GROUP_DEPTH} deep and the draft holds at most {@link MAX_CONDITIONS} conditions. A
 * condition without a value is marked incomplete (the query leaves it out). "Apply filters", or Enter
 * in a value input, passes the draft to `onApply`; "Clear all" applies an empty tree. The draft starts
 * again from `value` whenever that says something else (Back/Forward), and a live region tells how
 * many conditions of the applied query are active.
 */
export function QueryBuilder({ fields, value, onApply, className }: QueryBuilderProps) {
  const { t } = useTranslation('backoffice');
  const baseId = useId();
  const [draft, setDraft] = useState<QueryGroup>(value);
  const [seen, setSeen] = useState<QueryGroup>(value);
  if (seen !== value) {
    // A new tree from outside (Back/Forward, a saved view, Clear all): the draft starts from it. An
    // equal tree (the one just applied, read back from the URL) keeps the draft as it is.
    setSeen(value);
    if (!sameQueryTree(seen, value)) setDraft(value);
  }
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const fieldById = useMemo(() => new Map(fields.map((f) => [f.id, f])), [fields]);
  const numbering = useMemo(() => numberTree(draft), [draft]);
  const total = countConditions(draft);
  const canAdd = fields.length > 0 && total < MAX_CONDITIONS;
  const domId = (nodeId: string, part: string) => `${baseId}-${nodeId}-${part}`;
  const limitId = `${baseId}-limit`;

  /** The control to focus for a node: a condition's field, a group's match switch. */
  const focusIdOf = (node: QueryNode) =>
    node.kind === 'condition' ? domId(node.id, 'field') : domId(node.id, node.all ? 'match-all' : 'match-any');

  const editor: Editor = {
    fields,
    fieldById,
    numbering,
    domId,
    canAdd,
    limitId,
    addCondition: (groupId) => {
      const condition = newCondition(fields[0], nextNodeId());
      setDraft((d) => appendChild(d, groupId, condition));
      setFocusTarget(domId(condition.id, 'field'));
    },
    addGroup: (group) => {
      const condition = newCondition(fields[0], nextNodeId());
      // A group inside "All of" is most often an "Any of" (and the other way round).
      const child = newGroup(nextNodeId(), !group.all, [condition]);
      setDraft((d) => appendChild(d, group.id, child));
      setFocusTarget(domId(condition.id, 'field'));
    },
    remove: (nodeId) => {
      const place = parentOf(draft, nodeId);
      if (!place) return;
      const { parent, index } = place;
      const sibling = parent.children[index + 1] ?? parent.children[index - 1];
      setDraft((d) => removeNode(d, nodeId));
      setFocusTarget(sibling ? focusIdOf(sibling) : domId(parent.id, 'add'));
    },
    setAll: (groupId, all) => setDraft((d) => updateNode(d, groupId, (g) => (g.kind === 'group' ? { ...g, all } : g))),
    setField: (condition, fieldId) => {
      const to = fieldById.get(fieldId);
      if (!to) return;
      const from = fieldById.get(condition.field);
      setDraft((d) => updateNode(d, condition.id, (c) => (c.kind === 'condition' ? withField(c, from, to) : c)));
    },
    setOperator: (condition, op) => setDraft((d) => updateNode(d, condition.id, (c) => (c.kind === 'condition' ? withOperator(c, op) : c))),
    setValue: (conditionId, next) =>
      setDraft((d) => updateNode(d, conditionId, (c) => (c.kind === 'condition' ? { ...c, value: next } : c))),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = emptyQueryTree();
    setDraft(empty);
    onApply(empty);
  };
  const active = countCompleteConditions(value);
  const pending = !sameQueryTree(draft, value);

  return (
    <form className={cx('bf-qb', className)} aria-label={t('builder.title')} onSubmit={submit} noValidate>
      <GroupEditor group={draft} depth={0} editor={editor} />
      <div className="bf-qb__footer">
        <div className="bf-qb__buttons">
          <Button type="submit" size="sm">
            {t('builder.apply')}
          </Button>
          <Button variant="secondary" size="sm" onClick={clear}>
            {t('builder.clear')}
          </Button>
        </div>
        <p className="bf-qb__status" role="status">
          {t('builder.active', { count: active })}
        </p>
        {pending ? <p className="bf-qb__pending">{t('builder.pending')}</p> : null}
        {total >= MAX_CONDITIONS ? (
          <p className="bf-qb__limit" id={limitId}>
            {t('builder.limit', { max: MAX_CONDITIONS })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function GroupEditor({ group, depth, editor }: { group: QueryGroup; depth: number; editor: Editor }) {
  const { t } = useTranslation('backoffice');
  const isRoot = depth === 0;
  const n = editor.numbering.groups.get(group.id) ?? 0;
  const name = isRoot ? t('builder.root') : t('builder.group', { n });
  const matchName = isRoot ? t('builder.matchRoot') : t('builder.matchGroup', { n });
  const connector = group.all ? t('builder.and') : t('builder.or');
  const limit = editor.canAdd ? undefined : editor.limitId;
  return (
    <div
      role="group"
      aria-label={name}
      className={cx(
        'bf-qb-group',
        isRoot ? 'bf-qb-group--root' : 'bf-qb-group--nested',
        group.all ? 'bf-qb-group--all' : 'bf-qb-group--any',
      )}
      data-depth={depth}
    >
      <div className="bf-qb-group__head">
        {isRoot ? null : (
          <span className="bf-qb-group__title" aria-hidden="true">
            {name}
          </span>
        )}
        <div role="radiogroup" aria-label={matchName} className="bf-qb-match">
          {[true, false].map((all) => (
            <label key={String(all)} className="bf-qb-match__option">
              <input
                type="radio"
                id={editor.domId(group.id, all ? 'match-all' : 'match-any')}
                name={editor.domId(group.id, 'match')}
                checked={group.all === all}
                onChange={() => editor.setAll(group.id, all)}
              />
              <span>{all ? t('builder.all') : t('builder.any')}</span>
            </label>
          ))}
        </div>
        {isRoot ? null : (
          <Button variant="ghost" size="sm" className="bf-qb-group__remove" onClick={() => editor.remove(group.id)}>
            {t('builder.removeGroup', { n })}
          </Button>
        )}
      </div>
      {group.children.length === 0 ? (
        <p className="bf-qb-group__empty">{isRoot ? t('builder.empty') : t('builder.emptyGroup')}</p>
      ) : (
        <div className="bf-qb-group__children">
          {group.children.map((child, index) => (
            <div key={child.id} className="bf-qb-group__child">
              {index > 0 ? (
                <span className="bf-qb-group__connector" aria-hidden="true">
                  {connector}
                </span>
              ) : null}
              {child.kind === 'condition' ? (
                <ConditionEditor condition={child} editor={editor} />
              ) : (
                <GroupEditor group={child} depth={depth + 1} editor={editor} />
              )}
            </div>
          ))}
        </div>
      )}
      <div className="bf-qb-group__actions">
        <Button
          id={editor.domId(group.id, 'add')}
          variant="secondary"
          size="sm"
          disabled={!editor.canAdd}
          aria-describedby={limit}
          aria-label={isRoot ? undefined : t('builder.addFilterTo', { n })}
          onClick={() => editor.addCondition(group.id)}
          icon={<span aria-hidden="true">+</span>}
        >
          {t('builder.addFilter')}
        </Button>
        {depth < MAX_GROUP_DEPTH ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={!editor.canAdd}
            aria-describedby={limit}
            aria-label={isRoot ? undefined : t('builder.addGroupTo', { n })}
            onClick={() => editor.addGroup(group)}
            icon={<span aria-hidden="true">+</span>}
          >
            {t('builder.addGroup')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function operatorLabel(t: (key: string) => string, kind: string, op: QueryOperator): string {
  return kind === 'date' ? t(`builder.dateOperators.${op}`) : t(`builder.operators.${op}`);
}

function ConditionEditor({ condition, editor }: { condition: QueryCondition; editor: Editor }) {
  const { t } = useTranslation('backoffice');
  const n = editor.numbering.conditions.get(condition.id) ?? 0;
  const field = editor.fieldById.get(condition.field);
  const kind = field?.kind ?? 'text';
  const offered = OPERATORS_BY_KIND[kind];
  const ops = offered.includes(condition.op) ? offered : [condition.op, ...offered];
  const complete = isComplete(condition);
  const fieldId = editor.domId(condition.id, 'field');
  const opId = editor.domId(condition.id, 'op');
  const noteId = editor.domId(condition.id, 'note');
  return (
    <div className={cx('bf-qb-condition', !complete && 'bf-qb-condition--incomplete')} data-kind={kind}>
      <div className="bf-qb-condition__part bf-qb-condition__part--field">
        <label className="bf-visually-hidden" htmlFor={fieldId}>
          {t('builder.field', { n })}
        </label>
        <select
          id={fieldId}
          className="bf-input bf-qb-select"
          value={condition.field}
          onChange={(e) => editor.setField(condition, e.target.value)}
        >
          {field ? null : <option value={condition.field}>{condition.field}</option>}
          {editor.fields.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <div className="bf-qb-condition__part bf-qb-condition__part--op">
        <label className="bf-visually-hidden" htmlFor={opId}>
          {t('builder.operator', { n })}
        </label>
        <select
          id={opId}
          className="bf-input bf-qb-select"
          value={condition.op}
          onChange={(e) => editor.setOperator(condition, e.target.value as QueryOperator)}
        >
          {ops.map((op) => (
            <option key={op} value={op}>
              {operatorLabel(t, kind, op)}
            </option>
          ))}
        </select>
      </div>
      <div className="bf-qb-condition__part bf-qb-condition__part--value">
        <ValueEditor
          condition={condition}
          field={field}
          n={n}
          id={editor.domId(condition.id, 'value')}
          onChange={(next) => editor.setValue(condition.id, next)}
          describedBy={complete ? undefined : noteId}
        />
      </div>
      <button
        type="button"
        className="bf-button bf-button--ghost bf-button--sm bf-qb-condition__remove"
        aria-label={t('builder.removeCondition', { n })}
        title={t('builder.removeCondition', { n })}
        onClick={() => editor.remove(condition.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {complete ? null : (
        <p className="bf-qb-condition__note" id={noteId}>
          <span className="bf-qb-condition__badge">{t('builder.incomplete')}</span> {t('builder.incompleteHint')}
        </p>
      )}
    </div>
  );
}
