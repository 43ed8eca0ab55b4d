import { LegalPage, LegalSection, legalMeta, type LegalDocument } from "../components/legal-page.tsx";
import { navTexts } from "../lib/messages/nav.ts";
import { APPEAL_DAYS, REMOVED_TEXT_MONTHS } from "../lib/review-reasons.ts";

const DOCUMENT: LegalDocument = {
  path: "/terms",
  title: navTexts.terms,
  description:
    "The rules for using the Coach Directory: accounts, reviews and ratings, coach profiles, paid levels, advertising, payments and our responsibilities.",
  updated: "November 26, 2026",
};

export const meta = legalMeta(DOCUMENT);

function AboutTheseTerms() {
  return (
    <LegalSection title="1. About these terms">
      <p>
        The Coach Directory is operated by Coach Directory LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA
        (“we”, “us”). These terms apply to everyone who visits or uses the site, whether you are browsing, writing
        reviews, or managing a coach profile. By using the site or creating an account you agree to these terms and to
        our <a href="/privacy-policy">Privacy Policy</a> and <a href="/earnings-disclaimer">Earnings Disclaimer</a>. If
        you do not agree, please do not use the site.
      </p>
    </LegalSection>
  );
}

function WhatTheCoachDirectoryIs() {
  return (
    <LegalSection title="2. What the Coach Directory is">
      <p>
        The Coach Directory is a public directory where visitors can search and browse coaches in business, life,
        relationship, health, fitness and other areas, and read the ratings, badges and comments left by other users. We
        do not provide coaching ourselves, we do not employ the coaches listed, and a listing, rating or sponsored
        position is not an endorsement or a guarantee of any coach’s qualifications or results. Any agreement you make
        with a coach is between you and that coach.
      </p>
    </LegalSection>
  );
}

function Accounts() {
  return (
    <LegalSection title="3. Accounts">
      <p>
        You need an account to write reviews or manage a coach profile. You must be at least 16 years old to create one.
        Please give accurate information, keep your password private and tell us promptly if you think someone else has
        used your account. You may sign up with an e-mail address and password, or with Google or Facebook if you choose
        to. You are responsible for activity on your account, and you may hold only one personal account.
      </p>
    </LegalSection>
  );
}

function ReviewsAndRatings() {
  return (
    <LegalSection title="4. Reviews and ratings">
      <p>
        Signed-in users can rate a coach from 1 to 5 stars in half-star steps, choose up to three badges, and add a
        comment. Every review must follow these rules:
      </p>
      <ul>
        <li>
          Reviews must be based on your own first-hand experience with the coach. Do not post on behalf of someone else
          or about a coach you have not worked with.
        </li>
        <li>
          You may post one review per coach. You may not review your own profile, a profile you manage, or a coach you
          are paid or rewarded to review.
        </li>
        <li>No hate speech, threats, harassment, insults or other aggressive language.</li>
        <li>
          No phone numbers, links or other contact details in comments, no one’s personal information, and no
          advertising.
        </li>
        <li>
          Before leaving a rating below 2 stars, you should first try to resolve the issue directly with the coach.
          Negative reviews are allowed, but they should be fair and factual.
        </li>
      </ul>
      <p>
        The coach you review may contact you by e-mail about your review, for example to understand or resolve your
        concerns. Coaches must not use this to pressure, threaten or pay reviewers to change or remove a review. You may
        delete your own review at any time; that is not a removal and is not counted.
      </p>
      <RepliesAndReports />
      <RemovalsAndAppeals />
    </LegalSection>
  );
}

function RepliesAndReports() {
  return (
    <>
      <h3>Replies from coaches</h3>
      <p>
        The coach who owns a claimed profile may reply publicly, once, to each review on that profile, and may edit or
        delete the reply. Replies follow the same rules as reviews, and the reviewer is told of the reply by e-mail.
      </p>
      <h3>Reporting a review</h3>
      <p>
        We do not check every review before it is published. If you believe a review breaks these rules, use the
        “Report” button under the review. Any signed-in account may report a review once, with a reason from a fixed
        list. A report never hides a review by itself, however many reports it gets: our moderators look at it and
        either keep the review or remove it, and those who reported it are told the decision.
      </p>
    </>
  );
}

function RemovalsAndAppeals() {
  return (
    <>
      <h3>Removals and appeals</h3>
      <p>
        Our moderators may remove any review that breaks these rules, and we may suspend or permanently ban accounts
        that break them. A coach on Level 3 or higher may also remove reviews on their own profile, but only with a
        reason from the same list. Removals are shown publicly on the coach’s page, by whom (our moderators or the
        coach), with their count and reasons and, for the coach’s removals, the average star rating of the reviews
        removed; every removal is also counted on our <a href="/transparency">transparency page</a>. A removed review is
        hidden from the site and does not count in the coach’s rating.
      </p>
      <p>
        When a review is removed, by our moderators or by the coach, its author receives a statement of reasons by
        e-mail: what was removed, who removed it, the reason, the rule it relates to, and how to appeal. The author may
        appeal once, within {APPEAL_DAYS} days of the removal, to the site’s moderators (not to the coach), who either
        uphold the removal or restore the review, and the author is told the outcome.
      </p>
      <p>
        The text of a removed review is deleted {REMOVED_TEXT_MONTHS} months after the removal becomes final, that is
        once the time to appeal has passed or an appeal has been decided. The counts stay in the public figures.
      </p>
    </>
  );
}

function CoachProfiles() {
  return (
    <LegalSection title="5. Coach profiles">
      <p>
        Coaches can claim an existing profile or create one, and then edit it. You may only claim a profile that belongs
        to you or that you are authorized to manage, and we may ask for proof before approving a claim. Everything on
        your profile, including text and photos, must be accurate and must be yours to publish. Do not make claims about
        qualifications, credentials or results that you cannot support. We may reject, hide or edit profile content that
        is misleading, unlawful or breaks these terms.
      </p>
    </LegalSection>
  );
}

function PaidLevelsAndAdvertising() {
  return (
    <LegalSection title="6. Paid levels and advertising">
      <p>
        Coach profiles can be upgraded to higher levels with additional features. All prices are in US dollars and shown
        before you pay:
      </p>
      <ul>
        <li>Level 2 is free.</li>
        <li>
          Level 3 costs $97 per year and Level 4 costs $297 per year. These subscriptions renew automatically every 12
          months at the then-current price until you cancel.
        </li>
        <li>Level 5 is priced as described on its sales page and at checkout.</li>
      </ul>
      <p>
        Advertising gives a coach a sponsored position on the leaderboard of a niche for 30 days. Listings are priced by
        niche tier: Alternative niches $250 (regularly $500), Standard niches $400 (regularly $800) and Premium niches
        $600 (regularly $1,100). The discounted prices apply for the first three months; after that the regular prices
        apply. Sponsored positions are paid placements. They are not ratings and do not change a coach’s reviews.
      </p>
      <p>
        Payments are processed by Stripe through a secure hosted checkout page. We never see or store your full card
        number. You can cancel a subscription at any time; it then stays active until the end of the period you have
        paid for and does not renew. Unless the law requires otherwise, fees already paid are not refunded for unused
        time. If a payment fails or is reversed, we may return the profile to a lower level or end the listing.
      </p>
    </LegalSection>
  );
}

function Affiliates() {
  return (
    <LegalSection title="7. Affiliates">
      <p>
        Some visitors arrive through a partner’s referral link, and partners may earn a commission on sales they refer.
        How commissions work, and why no earnings are guaranteed, is explained in our Earnings Disclaimer. Affiliates
        must clearly tell their audience that they may earn a commission and must not use spam or misleading claims.
      </p>
    </LegalSection>
  );
}

function AcceptableUse() {
  return (
    <LegalSection title="8. Acceptable use">
      <p>When using the site you must not:</p>
      <ul>
        <li>impersonate another person or coach, or misrepresent your connection to anyone;</li>
        <li>post fake, paid-for or automated reviews, or ask others to do so;</li>
        <li>
          scrape or copy the directory in bulk, get around rate limits, or interfere with the site’s security or
          operation;
        </li>
        <li>upload anything unlawful, infringing, or containing malware.</li>
      </ul>
    </LegalSection>
  );
}

function YourContent() {
  return (
    <LegalSection title="9. Your content">
      <p>
        You keep ownership of the reviews, text and photos you post. You give us a worldwide, non-exclusive,
        royalty-free license to host, display, reproduce and format that content on the Coach Directory and in promoting
        it, for as long as it remains on the site. You confirm you have the right to grant this license. The site’s
        design, software and compilation of listings belong to us.
      </p>
    </LegalSection>
  );
}

function DisclaimersAndLiability() {
  return (
    <LegalSection title="10. Disclaimers and liability">
      <p>
        The site is provided “as is” and “as available”. We do our best to keep it accurate and online, but we do not
        promise that it will be error-free or uninterrupted, and we are not responsible for what coaches say or do, or
        for the content of reviews written by users. Nothing on the site is professional, medical, legal or financial
        advice.
      </p>
      <p>
        To the fullest extent the law allows, we are not liable for indirect or consequential losses, and our total
        liability to you for any claim is limited to the greater of the amount you paid us in the 12 months before the
        claim or $100. Some places do not allow these limits, so they may not all apply to you.
      </p>
    </LegalSection>
  );
}

function SuspensionAndClosingAccounts() {
  return (
    <LegalSection title="11. Suspension and closing accounts">
      <p>
        You can close your account at any time by contacting us. We may suspend or close accounts, remove content or end
        listings that break these terms or put other users or the site at risk. If we close an account because of a
        serious or repeated breach, paid fees are not refunded.
      </p>
    </LegalSection>
  );
}

function ChangesAndGoverningLaw() {
  return (
    <LegalSection title="12. Changes and governing law">
      <p>
        We may update these terms from time to time. We will change the date at the top of this page, and for
        significant changes we will notify account holders by e-mail. If you keep using the site after a change takes
        effect, you accept the updated terms. These terms are governed by the laws of the State of Delaware, USA,
        without regard to its conflict of law rules, except where your local consumer law gives you rights that cannot
        be waived.
      </p>
    </LegalSection>
  );
}

function Contact() {
  return (
    <LegalSection title="13. Contact">
      <p>
        Questions about these terms? Write to us at{" "}
        <a href="mailto:support@coach-directory.example">support@coach-directory.example</a> or by post to Coach
        Directory LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA.
      </p>
    </LegalSection>
  );
}

export default function Terms() {
  return (
    <LegalPage document={DOCUMENT}>
      <AboutTheseTerms />
      <WhatTheCoachDirectoryIs />
      <Accounts />
      <ReviewsAndRatings />
      <CoachProfiles />
      <PaidLevelsAndAdvertising />
      <Affiliates />
      <AcceptableUse />
      <YourContent />
      <DisclaimersAndLiability />
      <SuspensionAndClosingAccounts />
      <ChangesAndGoverningLaw />
      <Contact />
    </LegalPage>
  );
}
