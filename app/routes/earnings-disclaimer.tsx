import { LegalPage, LegalSection, legalMeta, type LegalDocument } from "../components/legal-page.tsx";
import { navTexts } from "../lib/messages/nav.ts";

const DOCUMENT: LegalDocument = {
  path: "/earnings-disclaimer",
  title: navTexts.earningsDisclaimer,
  description:
    "Coaching results vary and no income is guaranteed. How reviews, paid listings and affiliate commissions on the Coach Directory should and should not be read.",
  updated: "November 22, 2026",
};

export const meta = legalMeta(DOCUMENT);

function WhyThisPageExists() {
  return (
    <LegalSection title="1. Why this page exists">
      <p>
        The Coach Directory, operated by Coach Directory LLC, helps people find coaches and helps coaches be found.
        Coaching, paid listings and our affiliate program can all involve money, and it is easy to read a great review,
        a top ranking or a commission rate as a promise. None of them are. This page explains what you can and cannot
        expect. It forms part of our <a href="/terms">Terms of Service</a>.
      </p>
    </LegalSection>
  );
}

function CoachingResultsVary() {
  return (
    <LegalSection title="2. Coaching results vary">
      <p>
        The results people get from coaching depend on many things outside anyone’s control: your starting point, your
        goals, the effort and time you put in, your skills, your finances, your health, the market you work in and plain
        luck. Two people working with the same coach can have very different outcomes. Any result described by a coach,
        a reviewer or anyone else on this site is not typical unless it clearly says so, and you should not assume you
        will achieve it.
      </p>
    </LegalSection>
  );
}

function NoGuaranteeOfIncome() {
  return (
    <LegalSection title="3. No guarantee of income">
      <p>
        We make no promise, express or implied, that you will earn any money, reach any income level, or improve your
        business, health, fitness or relationships by using the site, hiring a coach listed on it, upgrading a profile,
        buying advertising or joining the affiliate program. Business and life decisions carry risk, including the risk
        of losing money. Only spend what you can afford, and do your own research before you commit.
      </p>
    </LegalSection>
  );
}

function PaidLevelsAndAdvertising() {
  return (
    <LegalSection title="4. For coaches: paid levels and advertising">
      <p>
        Upgrading to a paid level or buying a sponsored position on a niche leaderboard can make your profile more
        visible. It does not guarantee a number of visitors, inquiries, clients or sales. Results depend on your niche,
        your profile, your reviews, your prices and the decisions of the people who see it. The discounted and regular
        advertising prices shown on the site are the price of a 30-day placement, not an estimate of what it will earn
        you.
      </p>
    </LegalSection>
  );
}

function AffiliateCommissions() {
  return (
    <LegalSection title="5. Affiliate commissions">
      <p>
        We run an affiliate program. When someone arrives through a partner’s referral link and later buys a paid level
        or advertising, we pay the partner a commission on that sale. By default the commission is 50 percent of
        qualifying referred sales. Members of the Level 5 program can earn up to 60 percent, as stated in the Level 5
        program details.
      </p>
      <p>Please keep in mind:</p>
      <ul>
        <li>
          Commissions are paid only on completed sales. A sale that is refunded, reversed or charged back does not earn
          a commission.
        </li>
        <li>
          A commission rate is not an income figure. Most affiliates earn little or nothing, and what you earn depends
          entirely on your audience and effort.
        </li>
        <li>Any income examples we or our partners share are for illustration only and are not typical.</li>
      </ul>
      <p>
        If someone sent you to the Coach Directory through a referral link, they may earn a commission if you buy
        something here. This does not change the price you pay. Affiliates are required to disclose this relationship to
        their audience.
      </p>
    </LegalSection>
  );
}

function ReviewsAreOpinions() {
  return (
    <LegalSection title="6. Reviews and testimonials are opinions">
      <p>
        Ratings, badges, comments and testimonials on the Coach Directory are the personal opinions and experiences of
        individual users and coaches. They are not statements of fact by us, and we do not verify the results they
        describe. A high rating, a badge such as “Problem Solver”, or a position at the top of a leaderboard does not
        mean a coach will get the same results for you. Sponsored positions are paid placements and are not based on
        ratings.
      </p>
    </LegalSection>
  );
}

function NotProfessionalAdvice() {
  return (
    <LegalSection title="7. Not professional advice">
      <p>
        Nothing on the Coach Directory, whether written by us, by a coach or by a reviewer, is medical, psychological,
        legal, tax, investment or other professional advice. Coaching is not a substitute for a licensed professional.
        If you have a health concern, talk to a doctor or other qualified health professional before starting a new
        diet, exercise or wellness program. For money, tax or legal decisions, speak to a qualified adviser. If you are
        in crisis or in danger, contact your local emergency services.
      </p>
    </LegalSection>
  );
}

function CoachesAreIndependent() {
  return (
    <LegalSection title="8. Coaches are independent">
      <p>
        The coaches listed on the site are independent businesses and individuals. They are not our employees, agents or
        partners, and we do not supervise their work. We do not check every qualification, credential or claim they
        make. Coaches are responsible for their own services, prices, advice and promises, and for following the laws
        that apply to them, including rules on income and health claims. Before you hire a coach, ask questions, check
        credentials where they matter, and agree the terms in writing.
      </p>
    </LegalSection>
  );
}

function YourResponsibility() {
  return (
    <LegalSection title="9. Your responsibility">
      <p>
        You are responsible for your own decisions and their results. By using the Coach Directory you agree that Coach
        Directory LLC is not responsible for any loss, including lost income, that results from acting on information
        found on the site or from your dealings with any coach, to the extent the law allows.
      </p>
    </LegalSection>
  );
}

function Questions() {
  return (
    <LegalSection title="10. Questions">
      <p>
        If you have questions about this disclaimer or the affiliate program, e-mail{" "}
        <a href="mailto:support@coach-directory.example">support@coach-directory.example</a> or write to Coach Directory
        LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA.
      </p>
    </LegalSection>
  );
}

export default function EarningsDisclaimer() {
  return (
    <LegalPage document={DOCUMENT}>
      <WhyThisPageExists />
      <CoachingResultsVary />
      <NoGuaranteeOfIncome />
      <PaidLevelsAndAdvertising />
      <AffiliateCommissions />
      <ReviewsAreOpinions />
      <NotProfessionalAdvice />
      <CoachesAreIndependent />
      <YourResponsibility />
      <Questions />
    </LegalPage>
  );
}
