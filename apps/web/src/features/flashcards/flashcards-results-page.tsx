import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Flashcard } from '@halaqa/shared/generation';
import {
  GENERATION_UI_MESSAGES as M,
  shortfallNote,
  type CheckStatusResponse,
} from '@halaqa/shared/generation-api';
import { parseFlashcards } from '@halaqa/shared/generation-formats';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { useJobFromAddress } from '../../lib/generation-jobs.ts';
import { useKeydown } from '../../lib/use-keydown.ts';

function Empty({ title, to, action }: { title: string; to: string; action: string }) {
  return (
    <div className="container py-5 text-center">
      <h1 className="fw-bold text-primary mb-4">{title}</h1>
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}

/**
 * The deck (spec §4 "Flashcards"): the card flips on click (or Space); Need Review (1) sends it
 * to the end, Got It (2) removes it; after each, the next card shows its front.
 */
function Deck({ cards, note }: { cards: Flashcard[]; note?: string | undefined }) {
  const [deck, setDeck] = useState(cards);
  const [flipped, setFlipped] = useState(false);
  const card = deck[0];
  const review = () => {
    setDeck(([first, ...rest]) => (first ? [...rest, first] : rest));
    setFlipped(false);
  };
  const gotIt = () => {
    setDeck(([, ...rest]) => rest);
    setFlipped(false);
  };
  useKeydown((e) => {
    if (!card) return;
    if (e.key === ' ') {
      e.preventDefault();
      setFlipped((f) => !f);
    } else if (e.key === '1') review();
    else if (e.key === '2') gotIt();
  });

  if (!card) return <Empty title={M.mastered} to="/flashcards" action="Generate More Flashcards" />;
  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="fw-bold text-primary mb-3">Flashcards</h1>
      {note && <p className="alert alert-info">{note}</p>}
      <p className="text-body-secondary">
        {deck.length} of {cards.length} cards left
      </p>
      <button
        type="button"
        className="flashcard card shadow-sm border-0 w-100 p-5 mb-3 text-center"
        aria-label={
          flipped
            ? 'Back of the card; click to see the front'
            : 'Front of the card; click to see the back'
        }
        onClick={() => setFlipped((f) => !f)}
      >
        <span className="small text-uppercase text-body-secondary mb-2">
          {flipped ? 'Back' : 'Front'}
        </span>
        <span className="fs-4" dir="auto" data-testid="flashcard-text">
          {flipped ? card.back : card.front}
        </span>
        {flipped && card.page !== undefined && (
          <span className="small text-body-secondary mt-2">From page {card.page}</span>
        )}
      </button>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-outline-warning" onClick={review}>
          Need Review
        </button>
        <button type="button" className="btn btn-success" onClick={gotIt}>
          Got It
        </button>
      </div>
    </div>
  );
}

const cardsOf = (status: CheckStatusResponse | undefined): Flashcard[] =>
  status?.status === 'done' ? (status.result?.flashcards ?? parseFlashcards(status.content)) : [];

/** Spec "Flashcards results page"; the deck comes from the navigation or the job in the address. */
export function FlashcardsResultsPage() {
  const [params] = useSearchParams();
  const passed = (useLocation().state as { status?: CheckStatusResponse } | null)?.status;
  const fetched = useJobFromAddress(params, 2000);
  const status = passed ?? fetched.data;
  if (!passed && fetched.isPending && fetched.fetchStatus !== 'idle') return <PageSkeleton />;
  if (status?.status === 'pending' || status?.status === 'running')
    return (
      <div className="container py-5 text-center">
        <p className="fs-5" role="status">
          Generating Flashcards...
        </p>
      </div>
    );
  const cards = cardsOf(status);
  if (cards.length === 0)
    return <Empty title={M.allUnderstood} to="/flashcards" action="Go Back to Flashcards" />;
  return <Deck cards={cards} note={shortfallNote(status?.result)} />;
}
