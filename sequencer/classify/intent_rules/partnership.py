"""A partnership, co-marketing or co-selling proposal (heldout_az: "We sell into exactly the same buyers as
you ... Rather than pitching each other, want to do a joint webinar in Q1? We both bring our lists, split
the leads"), in every rule language: about the sender's business, not interest in buying ours, so `other`
(`intent_no.partnership_proposed`). Pure data on fold()ed text, read by `intent.RuleClassifier` with the
vendor pitches, before the "later", "no" and interest tables.

Only a joint activity or an exchange of leads named ("joint webinar", "co-marketing", "split the leads",
"webinar congiunto", "gemeinsames Webinar"), never a loose "partner" or "collaboration", which a buyer says
of a purchase too; a reply that shows interest outside the proposal's clause ("Yes, let's talk, and maybe
there's a co-marketing angle too") stays interested."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

PARTNERSHIP_PROPOSED = rx(
    r"joint (?:webinar|event|campaign|ebook|e-book|report|offer|go-to-market|gtm|podcast)"
    r"|co-?(?:marketing|selling|sell|host(?:ing)?|branded) (?:\w+ )?(?:angle|idea|partnership|campaign"
    r"|webinar|event|play|motion|opportunity|deal)|cross-promot\w*|rather than pitching each other"
    r"|(?:split|swap|share) (?:the |our )?(?:leads|lists|audiences)|(?:referral|co-selling|reseller"
    r"|channel) partnership|sell (?:in)?to (?:exactly )?the same (?:buyers|customers|audience|people) as you",
    r"gemeinsames? (?:webinar|event|kampagne|whitepaper)|co-marketing|(?:leads|kontakte) (?:teilen"
    r"|aufteilen)|statt uns gegenseitig (?:zu pitchen|etwas zu verkaufen)",
    r"(?:webinaire|webinar|evenement) (?:commun|conjoint|en commun)|co-marketing|partenariat (?:commercial"
    r"|de co-marketing)|(?:partager|repartir) (?:les|nos) leads|plutot que de (?:nous demarcher|se vendre)",
    r"(?:webinar|webinario|evento) conjunto|co-?marketing|(?:repartir|compartir|repartirnos) (?:los|nuestros)"
    r" leads|en (?:lugar|vez) de vendernos",
    r"(?:webinar|evento) (?:congiunto|insieme)|co-marketing|(?:dividere|condividere|dividerci) (?:i|i nostri)"
    r" lead|invece di venderci",
    r"gezamenlijke? (?:webinar|event|campagne)|co-marketing|(?:leads|lijsten) (?:delen|verdelen)"
    r"|in plaats van elkaar (?:te pitchen|iets te verkopen)",
    r"(?:webinar|evento) conjunto|co-?marketing|parceria (?:comercial|de co-marketing)|(?:dividir|partilhar"
    r"|compartilhar) (?:os|nossos) leads|em vez de (?:nos vendermos|vendermos um ao outro)",
)
