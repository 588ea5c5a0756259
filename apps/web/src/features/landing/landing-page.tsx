import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useVisitor } from '../account/api.ts';
import { CommunityArt, FlashcardsArt, HeroArt, QuizArt } from './illustrations.tsx';

// Spec: every section shows this (product name in the label) to visitors who are not signed in.
function TryForFree({ className }: { className: string }) {
  return (
    <Link to="/signup" className={className}>
      Try Halaqa for free →
    </Link>
  );
}

interface SectionProps {
  title: string;
  art: ReactNode;
  children: ReactNode;
  /** Art on the left for every other section, so the page alternates (spec: four alternating sections). */
  artFirst: boolean;
  showSignup: boolean;
}

function FeatureSection({ title, art, children, artFirst, showSignup }: SectionProps) {
  return (
    <section className="landing-section">
      <div className="container">
        <div
          className={`row align-items-center g-4 g-md-5 ${artFirst ? 'flex-md-row-reverse' : ''}`}
        >
          <div className="col-md-6">
            <h2 className="fw-bold text-primary mb-3">{title}</h2>
            <div className="lead mb-4">{children}</div>
            {showSignup && <TryForFree className="btn btn-primary btn-lg" />}
          </div>
          <div className="col-md-6 text-center">{art}</div>
        </div>
      </div>
    </section>
  );
}

export function LandingPage() {
  const visitor = useVisitor();
  const showSignup = visitor.kind === 'signed-out' || visitor.kind === 'guest';
  return (
    <>
      <section className="landing-section landing-hero">
        <div className="container">
          <div className="row align-items-center g-4 g-md-5">
            <div className="col-md-6">
              <h1 className="display-5 fw-bold mb-3">Transform Your Learning with Halaqa</h1>
              <p className="lead mb-0">
                Your AI-powered learning assistant: adaptive quizzes that match your level with
                instant feedback and progress tracking, flashcards generated from your lecture
                slides, and a community of students who share materials and learn together.
              </p>
              {showSignup && <TryForFree className="btn btn-warning btn-lg mt-4" />}
            </div>
            <div className="col-md-6 text-center">
              <HeroArt />
            </div>
          </div>
        </div>
      </section>
      <FeatureSection
        title="Collaborate and Elevate Your Learning Experience"
        art={<CommunityArt />}
        artFirst
        showSignup={showSignup}
      >
        <p>
          Share resources with classmates, upload study materials to your courses, and leave
          feedback that helps everyone learn.
        </p>
      </FeatureSection>
      <FeatureSection
        title="Personalized AI-Powered Quizzes for Smarter Learning"
        art={<QuizArt />}
        artFirst={false}
        showSignup={showSignup}
      >
        <p>
          Turn a PDF into a multiple-choice quiz at the difficulty you choose, get instant feedback
          on every answer, and track your score as you go.
        </p>
      </FeatureSection>
      <FeatureSection
        title="Optimize Your Study Sessions with AI-Flashcards"
        art={<FlashcardsArt />}
        artFirst
        showSignup={showSignup}
      >
        <p>
          Generate flashcards from your lecture slides, flip them to check yourself, and keep
          reviewing the ones you have not mastered yet.
        </p>
      </FeatureSection>
    </>
  );
}
