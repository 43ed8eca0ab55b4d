import { LegalPage, LegalSection, legalMeta, type LegalDocument } from "../components/legal-page.tsx";
import { navTexts } from "../lib/messages/nav.ts";

const DOCUMENT: LegalDocument = {
  path: "/privacy-policy",
  title: navTexts.privacy,
  description:
    "What personal information the Coach Directory collects, why we collect it, who we share it with, how long we keep it, and how to access or delete it.",
  updated: "November 27, 2026",
};

export const meta = legalMeta(DOCUMENT);

function WhoWeAre() {
  return (
    <LegalSection title="1. Who we are">
      <p>
        The Coach Directory is run by Coach Directory LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA. We
        are responsible for the personal information described in this policy. We try to collect as little as we need to
        run the directory, and we explain below exactly what that is.
      </p>
    </LegalSection>
  );
}

function InformationWeCollect() {
  return (
    <LegalSection title="2. Information we collect">
      <h3>Account information</h3>
      <p>
        When you create an account we collect your e-mail address and your password. We never store your password
        itself, only a securely hashed version of it that cannot be turned back into the original. If you sign in with
        Google or Facebook, we receive basic information from that provider, such as your name and e-mail address.
      </p>
      <h3>Coach profiles</h3>
      <p>
        If you claim or create a coach profile, we store the fields you fill in, such as your name, coaching niches,
        location, contact details, website and social media links, description and videos, along with any photos you
        upload. What you publish on your profile can be seen by anyone who visits the site.
      </p>
      <h3>Reviews</h3>
      <p>
        When you review a coach, we store your star rating, the badges you chose and your comment, linked to your
        account. Reviews are published on the coach’s profile, with the coach’s reply if they answer it.
      </p>
      <p>
        When you report a review, we store which account reported it, the reason and any words you add, to decide on it,
        to tell you the decision and to count reports on the transparency page; the coach and the review’s author do not
        see who reported it. When a review is removed we keep a record of the removal (who removed it, the reason, the
        stars) for the public counts; the removed review’s text, and any appeal, are deleted 12 months after the removal
        becomes final.
      </p>
      <h3>Technical information</h3>
      <p>
        Our servers record each request in logs that include your IP address, the page requested and the time. When you
        sign in, we also store your browser type (not your IP address) with your session. We use this information only
        to keep the site and your account secure, investigate abuse and apply rate limits.
      </p>
      <h3>Visits counted for coaches</h3>
      <p>
        To show coaches how their profile is doing, we count, for each coach and each day: how many times people viewed
        the profile, how many times it was listed on a search or niche page someone looked at, how many clicks the
        coach’s website, social link and videos got, and how many contact-me-directly messages the coach was sent.
        Coaches also see their reviews and average rating, which are public anyway. Only these daily totals per coach
        are stored.
      </p>
      <p>
        A view of a coach’s profile is counted by our server as it sends you the page; search and niche pages tell us
        which coaches they listed, and a coach’s page which of the coach’s links and videos you used, once they have
        loaded. We set no cookie for this, and the counts hold nothing about you: no IP address, no browser type and no
        record of your visit, only each day’s totals per coach. They are added up in our server’s memory and written
        every few seconds, so if the server stops unexpectedly the counts of those last few seconds can be lost. Your IP
        address is used only to limit how many counts one address can add in a minute: it is kept in the server’s memory
        for that minute and never written down. Visits by search engines and other robots, a coach’s visits to their own
        profile and visits by our administrators are not counted. Like every request, the page requests themselves
        appear for a short time in the server logs described under Technical information.
      </p>
      <h3>Messages</h3>
      <p>
        If you send a message through one of our contact forms, to us or to a coach, we store the message and your
        e-mail address so it can be delivered and answered.
      </p>
      <h3>Payments</h3>
      <p>
        Payments are handled by Stripe on its hosted checkout page. We never see or store your card number. Stripe tells
        us whether a payment succeeded, what was bought and the status of any subscription.
      </p>
    </LegalSection>
  );
}

function WhatWeDoNotDo() {
  return (
    <LegalSection title="3. What we do not do">
      <ul>
        <li>We do not load third-party tracking, analytics or advertising scripts on our public pages.</li>
        <li>We do not sell or rent your personal information.</li>
        <li>We do not build advertising profiles about visitors.</li>
      </ul>
    </LegalSection>
  );
}

function CookiesAndLocalStorage() {
  return (
    <LegalSection title="4. Cookies and local storage">
      <p>
        When you sign in we set a single session cookie so the site knows you are logged in. It is marked httpOnly,
        which means scripts running in the page cannot read it. It is removed when you sign out or when the session
        expires.
      </p>
      <p>
        If you arrive through a partner’s referral link, we save the partner’s affiliate id in your browser’s local
        storage. If you then sign in or create an account, the id is attached to your profile so the partner can be
        credited for the referral. You can clear it at any time by clearing your browser’s site data.
      </p>
    </LegalSection>
  );
}

function HowWeUseYourInformation() {
  return (
    <LegalSection title="5. How we use your information">
      <ul>
        <li>to create and secure your account and keep you signed in;</li>
        <li>to publish coach profiles and reviews;</li>
        <li>to process upgrades, subscriptions and advertising purchases;</li>
        <li>to credit affiliates for referrals;</li>
        <li>to prevent spam, fraud, fake reviews and other abuse of the site;</li>
        <li>to answer your questions and meet our legal obligations.</li>
      </ul>
    </LegalSection>
  );
}

function Email() {
  return (
    <LegalSection title="6. E-mail">
      <p>
        We use your e-mail address to send verification codes when you sign up or sign in, and to send notifications
        about your account, such as activity on your profile or reviews, and the status of your subscriptions. If you
        review a coach, that coach may also contact you by e-mail about your review. If you own a coach profile, we send
        you a weekly digest of what it earned (its views, listings, clicks, messages and new reviews) after a week with
        any; every digest has a link that stops it with one click, without signing in.
      </p>
    </LegalSection>
  );
}

function WhoWeShareInformationWith() {
  return (
    <LegalSection title="7. Who we share information with">
      <ul>
        <li>
          <strong>Stripe</strong>, which processes payments on our behalf under its own privacy policy.
        </li>
        <li>
          <strong>Google or Facebook</strong>, only if you choose to sign in with one of them. Nothing is exchanged with
          them unless you use their sign-in button.
        </li>
        <li>
          <strong>Service providers</strong> that host the site and deliver our e-mail, who may use the data only to
          provide their service to us.
        </li>
        <li>
          <strong>Referring partners</strong>, who may be told that a referral led to a sign-up or purchase so their
          commission can be calculated.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it or when needed to protect the rights and safety of our
          users or the public.
        </li>
      </ul>
      <p>Anything you publish, such as a coach profile or a review, can be seen by anyone who visits the site.</p>
    </LegalSection>
  );
}

function HowLongWeKeepInformation() {
  return (
    <LegalSection title="8. How long we keep information">
      <p>
        We keep your account, profile and reviews while your account is open. When you delete your account we delete or
        anonymize this information within 30 days, except where we must keep it longer, for example payment and tax
        records or information needed to handle a dispute or abuse report. Request logs are kept for a short period,
        normally no more than 30 days, unless they are needed to investigate a security incident.
      </p>
    </LegalSection>
  );
}

function YourChoicesAndRights() {
  return (
    <LegalSection title="9. Your choices and rights">
      <p>
        You can update most of your information from your account. You can also ask us for a copy of the personal
        information we hold about you, ask us to correct it, or ask us to delete your account and data, by e-mailing{" "}
        <a href="mailto:support@coach-directory.example">support@coach-directory.example</a> from the address linked to
        your account. We may need to confirm your identity first. We aim to reply within 30 days. Depending on where you
        live, you may have further rights under local law, such as the right to object to certain uses or to complain to
        a data protection authority; we will honor them.
      </p>
    </LegalSection>
  );
}

function Security() {
  return (
    <LegalSection title="10. Security">
      <p>
        We use encrypted connections, hashed passwords, httpOnly session cookies and rate limits to protect your
        information. No system is perfectly secure, so please use a strong, unique password and tell us straight away if
        you notice anything suspicious.
      </p>
    </LegalSection>
  );
}

function Children() {
  return (
    <LegalSection title="11. Children">
      <p>
        The Coach Directory is not for children. You must be at least 16 years old to create an account. If we learn
        that someone under 16 has created an account, we will delete it and its data.
      </p>
    </LegalSection>
  );
}

function InternationalUsers() {
  return (
    <LegalSection title="12. International users">
      <p>
        We are based in the United States, and your information may be processed there and in other countries where our
        service providers operate. We take steps to ensure it is protected as described in this policy wherever it is
        processed.
      </p>
    </LegalSection>
  );
}

function ChangesToThisPolicy() {
  return (
    <LegalSection title="13. Changes to this policy">
      <p>
        If we change this policy, we will update the date at the top of this page. If the changes are significant, we
        will also tell account holders by e-mail before they take effect.
      </p>
    </LegalSection>
  );
}

function Contact() {
  return (
    <LegalSection title="14. Contact">
      <p>
        For any privacy question or request, e-mail{" "}
        <a href="mailto:support@coach-directory.example">support@coach-directory.example</a> or write to Coach Directory
        LLC, 1201 Market Street, Suite 400, Wilmington, DE 19801, USA.
      </p>
    </LegalSection>
  );
}

export default function Privacy() {
  return (
    <LegalPage document={DOCUMENT}>
      <WhoWeAre />
      <InformationWeCollect />
      <WhatWeDoNotDo />
      <CookiesAndLocalStorage />
      <HowWeUseYourInformation />
      <Email />
      <WhoWeShareInformationWith />
      <HowLongWeKeepInformation />
      <YourChoicesAndRights />
      <Security />
      <Children />
      <InternationalUsers />
      <ChangesToThisPolicy />
      <Contact />
    </LegalPage>
  );
}
