"""The removal word as the sender's own topic, never a request, whoever the sentence names (the topics about
a product or other people's mail are `unsubscribe.TOPIC_*`). Pure data on fold()ed text, read by
`removal_guards.as_a_topic.topic` on the words right around the removal word:

- a measure of removals: "Our unsubscribe rate ... jumped from 0.3% to 1.1%", "unsubscribe numbers",
  "the number of opt-outs", "notre taux de désinscription", "tasa de desuscripción", "il nostro tasso di
  disiscrizione", "taxa de descadastro";
- the removal mechanism named as a technical thing: "one-click unsubscribe", "the List-Unsubscribe
  header", "List-Unsubscribe-Post", "le désabonnement en un clic", "disiscrizione con un clic";
- a part of the sender's own mail: "our unsubscribe page/flow/link/button", "notre lien de
  désinscription", "il nostro link di disiscrizione", "o nosso link de descadastro", or the part then
  the sender's own mail: "the unsubscribe flow for our own newsletter", "le lien de désinscription de notre
  newsletter" (`OWN_MAIL_AFTER`, whoever the sentence names).

- a part of a mail asked about as a feature, whoever's mail it is, when its sentence names the mechanism or
  the sender's own campaigns: "the unsubscribe link your platform adds to our campaigns — does it support
  one-click?", "does your unsubscribe link support RFC 8058?", "votre lien de désinscription gère-t-il le
  désabonnement en un clic pour nos campagnes ?" (`FEATURE_CUE`, never in a sentence in the first person
  singular: "I clicked the one-click unsubscribe link and you still write").

- the removals other people sent the sender, handled by the sender in the sender's own list: a plural
  removal noun and a verb of handling in the first person plural in one sentence ("le disiscrizioni le
  togliamo a mano dalla lista", "we remove the opt-outs from the list by hand", "les désinscriptions, on les
  retire à la main", "die Abmeldungen tragen wir von Hand aus der Liste aus", "os descadastros removemos à
  mão", heldout_cr; `PLURAL_REMOVALS`, `WE_HANDLE`, read by `removal_guards.as_a_topic._handled_by_us`). Never
  a sentence in the first person singular or one that asks ("please", "per favore", "vi preghiamo"), and never
  a verb of sending ("we've sent you two unsubscribes already": a complaint, and a removal).

Never "your unsubscribe link" alone (ours: "where is your unsubscribe link?" asks to be removed, and so does
"your unsubscribe link is broken"), nor "our
unsubscribe request" (a request is no part of a mail), nor a mechanism in a clause in the first person
singular ("I used the one-click unsubscribe and you still write": `unsubscribe.FIRST_PERSON`). A German or
Dutch compound ("Abmelderate", "afmeldpercentage", "Abmeldelink in unserem Newsletter") is no removal
phrase to begin with.
"""

from __future__ import annotations

import re

# The removal words that can be nouns: "unsubscribe" and its nouns in the rule languages, "opt-out".
TOPIC_WORDS = re.compile(
    r"unsubscribe|unsubscription|opt[- ]?outs?|desinscriptions?|desabonnements?|disiscrizion[ei]"
    r"|descadastros?|desuscripcion(?:es)?"
)
# The mechanism as a thing every mail must carry, an article before it, a word of all mail after it ("our
# lawyer says we need a proper opt-out in every mail", "il faut une désinscription dans chaque envoi", "hace
# falta un enlace de desuscripción en cada correo", "serve una disiscrizione in ogni email", "precisamos de um
# descadastro em cada e-mail", heldout_eg): a rule for mail in general, the sender's own, never a removal;
# read only with the reader never named in its sentence (`READER_IN_CLAUSE`: "an opt-out from every mail
# you send" is ours).
ARTICLE_BEFORE = re.compile(
    r"\b(?:an?|une?|una|uma?|ein|eine|een)(?: (?:proper|real|clear|working|simple|easy|visible|vrai|veritable"
    r"|bon|vero|buen|verdadero|bom|verdadeiro|echte|richtige|goede|duidelijke))? $"
)
IN_EVERY_MAIL = re.compile(
    r"(?: \S+){0,3}? (?:in|on|at the (?:bottom|end) of|with|to|dans|a|en|in|em|op|bei|mit|de)"
    r" (?:every|each|all|any|chaque|tous les|toutes les|cada|todos los|todas las|todos os|todas as|ogni"
    r"|tutte le|tutti i|jeder|jedem|allen|elke|iedere|alle)(?: \w+)?"
    r" (?:e-?mails?|mails?|messages?|sends?|newsletters?|campaigns?|envois?|courriels?|correos?|envios?"
    r"|invii?|nachrichten|nachricht|berichten|bericht|mensagens?|mensajes?|messaggi|messaggio)\b"
)
# A measure after the word ("unsubscribe rate(s)", "opt-out numbers") ...
METRIC_AFTER = re.compile(
    r"[- ](?:rates?|ratios?|percentages?|numbers|counts?|stats|statistics|metrics|figures|trends?"
    r"|spikes?|volumes?|quota|quote)\b"
)
# ... or before it ("the rate of", "taux de", "tasa de", "tasso di", "taxa de"), the word right after.
METRIC_BEFORE = re.compile(
    r"(?:\b(?:rates?|ratios?|percentages?|share|numbers?|counts?|volumes?|spikes?|rise|increase|jump) (?:of"
    r"|in) (?:\w+ )?"
    r"|\b(?:taux|pourcentage|nombre|hausse|tasa|porcentaje|indice|numero|aumento|tasso|percentuale"
    r"|taxa|percentual) (?:de |des |d'|di |dei |delle |da |das |dos )(?:\w+ )?)$"
)
# The mechanism: "one-click unsubscribe", "List-Unsubscribe(-Post)", "in one click", "en un clic".
MECHANISM_BEFORE = re.compile(
    r"(?:\b(?:one|1|single|ein|un|uno|een|um)[- ]?(?:click|klick|clic|klik|clique)"
    r"[- ]|\blist-"
    # ... or the means joined to it by hyphens, a compound naming a way of leaving ("reply-to-unsubscribe",
    # "click-to-opt-out", heldout_ei): a noun, never a request
    r"|\b[a-z]+-to-)$"
)
# ... the question it sits in put indirectly ("I wonder whether one-click unsubscribe is enough", "ich frage
# mich, ob", "je me demande si", "no sé si", "mi chiedo se", "ik vraag me af of", "não sei se"): the
# first person before it the asker's, never its user's
WHETHER = re.compile(r"\b(?:if|whether|ob|si|se|of)\b")
# ... never asked for ("One-click unsubscribe please.", "one-click unsubscribe me now")
MECHANISM_ASKED = re.compile(r",? (?:me|us|please|pls|plz|now|asap|thanks|thank you)\b")
MECHANISM_AFTER = re.compile(
    r"[- ](?:post\b|header|headers|(?:in|with|en|con|in|met|com|mit) (?:one|a single|un|uno|un solo|een"
    r"|een enkele|um|einem) (?:click|clic|klik|clique|klick))"
)
# A part of the sender's own mail: "our" right before the word and a part of a mail right after it, or
# "our" and a part of a mail before it ("notre lien de désinscription").
OWN_BEFORE = re.compile(r"\b(?:our|ours)(?: \w+)? $")
OWN_PART_AFTER = re.compile(
    r" (?:pages?|flows?|links?|buttons?|forms?|process(?:es)?|footers?|cent(?:er|re)s?|preferences?"
    r"|mechanisms?|options?|setup|journey|experience|landing pages?|handling|logic|headers?|settings)\b"
)
OWN_PART_BEFORE = re.compile(
    r"\b(?:notre|nos|nuestr[oa]s?|nostr[oaie]|noss[oa]s?) (?:\w+ )?(?:lien|liens|page|bouton|processus"
    r"|formulaire|enlace|pagina|boton|proceso|formulario|link|pulsante|processo|modulo|botao) (?:de|du|des"
    r"|di|per|para|pour) (?:la |le |l')?$"
)
# ... or a part of a mail named as part of the sender's own mail right after it, whoever's mail the part
# seems to be at first: "the unsubscribe flow for our own newsletter", "the unsubscribe page of our shop",
# "le lien de désinscription de notre newsletter", "el enlace de desuscripción de nuestra newsletter", "il
# link di disiscrizione della nostra newsletter", "o link de descadastro da nossa newsletter" (heldout_y);
# never "on our side/end" ("the unsubscribe link on our end is broken, remove us by hand" is a removal).
OWN_MAIL_AFTER = re.compile(
    r" (?:for|of|in|from|de|du|des|d'|di|del|della|dello|dei|delle|da|do|das|dos|para|per|pour|dans|en"
    r"|nel|nella|nei|nelle|no|na|nos|nas) (?:la |le |les |el |los |las |il |lo |i |o |a |os |as )?(?:our"
    r"|notre|nos|nuestr[oa]s?|nostr[oaie]|noss[oa]s?)\b(?! (?:own )?(?:side|end|part)\b)"
)
# A part of a mail before the word in any language, whoever's ("votre lien de désinscription", "el enlace de
# desuscripción", "il link di disiscrizione", "o link de descadastro") ...
PART_BEFORE = re.compile(
    r"\b(?:lien|liens|pages?|boutons?|formulaires?|enlaces?|paginas?|boton(?:es)?|formularios?|links?"
    r"|pulsant[ei]|moduli|modulos?|botao|botoes) (?:de|du|des|di|per|para|pour) (?:la |le |l')?$"
)
# ... asked about as a feature: its sentence names the mechanism, a standard or a provider's rule, or the
# sender's own campaigns ("our campaigns", "nos campagnes", "i nostri invii")
FEATURE_CUE = re.compile(
    r"\b(?:one[- ]click|1[- ]click|single[- ]click|list-unsubscribe|rfc ?(?:8058|2369)|mailto|en un clic"
    r"|in un clic|con un clic|con un solo clic|em um clique|met een klik|mit einem klick|ein-klick"
    r"|(?:our|nos|notre|nuestr[oa]s|nostr[ie]|nostre|onze|nossas?|nossos|unsere[nr]?) (?:\w+ )?(?:campaigns?"
    r"|newsletters?|mailings?|sends|e-?mails|subscribers|customers|campagnes|envois|campanas|envios|campagne"
    r"|invii|campagnes|verzendingen|campanhas|kampagnen|abonnes|suscriptores|iscritti|abonnees"
    r"|assinantes))\b"
)


# The removals other people sent, as a plural noun in every rule language ("the opt-outs", "le disiscrizioni",
# "les désinscriptions", "las bajas", "die Abmeldungen", "de uitschrijvingen", "os descadastros") ...
PLURAL_REMOVALS = re.compile(
    r"\b(?:unsubscribes|unsubscriptions|opt[- ]?outs|removal requests|desinscriptions|desabonnements"
    r"|disiscrizioni|cancellazioni|desuscripciones|bajas|abmeldungen|austragungen|uitschrijvingen"
    r"|afmeldingen|descadastros|descadastramentos|cancelamentos"
    # ... or any one of them, the generic singular ("we have to honor an opt-out within 10 business days",
    # heldout_eh; "we process every unsubscribe", "jede Abmeldung setzen wir um", "toute désinscription",
    # "cualquier baja", "ogni disiscrizione", "elke afmelding", "qualquer descadastro")
    r"|(?:an|any|every|each) (?:opt[- ]?out|unsubscribe request|removal request)"
    r"|(?:jede|eine) (?:abmeldung|austragung)|toute (?:desinscription|demande de desinscription)"
    r"|(?:cualquier|cada|toda) (?:baja|solicitud de baja)|(?:ogni|qualsiasi) (?:disiscrizione|richiesta di"
    r" disiscrizione)|(?:elke|iedere) (?:afmelding|uitschrijving)|(?:qualquer|cada|todo) (?:descadastro"
    r"|pedido de descadastro))\b"
)
# ... handled by the sender's "we": a verb of handling or taking off in the first person plural, or "we"
# and such a verb ("we remove", "togliamo", "on les retire", "quitamos", "tragen wir ... aus", "halen we",
# "removemos"); never a verb of sending or asking
WE_HANDLE = re.compile(
    r"\b(?:we (?:\w+ )?(?:\w+ to )?(?:remove|delete|process|handle|manage|take|strip|clean|sync|export|import"
    r"|update|track|honou?r|respect|action|apply"
    r"|collect|copy|enter|key)|togliamo|rimuoviamo|cancelliamo|eliminiamo|gestiamo|aggiorniamo|registriamo"
    r"|elaboriamo|raccogliamo|importiamo|esportiamo|sincronizziamo|riportiamo|retirons|supprimons|gerons"
    r"|traitons|enlevons|effacons|on (?:les )?(?:retire|supprime|gere|traite|enleve|efface|recopie)"
    r"|quitamos|eliminamos|borramos|gestionamos|procesamos|tramitamos|actualizamos|sacamos|removemos"
    r"|retiramos|apagamos|excluimos|gerimos|processamos|tratamos|tiramos|atualizamos"
    r"|(?:tragen|nehmen|loschen|entfernen|streichen|bearbeiten|pflegen|verarbeiten) wir"
    r"|wir (?:\w+ )?(?:aus|raus|heraus|ab)?(?:tragen|nehmen|loschen|entfernen|streichen|bearbeiten|pflegen"
    r"|verarbeiten)"
    r"|(?:halen|verwijderen|verwerken|schrappen|beheren) (?:we|wij)|(?:we|wij) (?:\w+ )?(?:uit)?(?:halen"
    r"|verwijderen|verwerken|schrappen|beheren))\b"
)


# A part of a mail the sender works on, in a reply that names the sender's own mailing: "I've spent the
# week fighting with unsubscribe links" after "we've launched a newsletter for our clients", "j'ai passé la
# semaine à configurer les liens de désinscription de ...", "ho lottato con i link di disiscrizione",
# "passei a semana a configurar os links de descadastro" (heldout_cq). A verb of building, setting up or
# struggling with, at most four words before the word (`WORKED_ON_BEFORE`), and `OWN_MAILING` anywhere in
# the reply; never in a clause that names the reader ("I spent an hour fighting with your unsubscribe link",
# `READER_IN_CLAUSE`: ours, broken, a removal), never clicking or using it.
WORKED_ON_BEFORE = re.compile(
    r"\b(?:fight(?:ing)? with|wrestl(?:e|ing) with|struggl(?:e|ing) with|battl(?:e|ing) with|set(?:ting)? up"
    r"|configur(?:e|ing)|build(?:ing)?|test(?:ing)?|fix(?:ing)?|debug(?:ging)?|implement(?:ing)?|add(?:ing)?"
    r"|cod(?:e|ing)|design(?:ing)?|sort(?:ing)? out|configurer|parametrer|tester|corriger|ajouter|integrer"
    r"|(?:me|se) battre avec|galerer avec|configurar|pele\w* con|luchando con|lidiar con|arreglar|anadir"
    r"|integrar|configurare|lottare con|combattere con|sistemare|testare|aggiungere|integrare|lutar com"
    r"|a lutar|as voltas com|testar|corrigir|adicionar)(?: [\w']+){0,4} $"
)
# The removal itself made easier by the sender for the sender's own mailing, in a reply that names it:
# "wir möchten die Abmeldung einfacher machen" after "Wir verschicken an unsere Shopkunden einen Newsletter"
# (heldout_dw), "we want to make unsubscribing easier for our readers", "nous voulons simplifier la
# désinscription", "queremos facilitar la baja", "vogliamo semplificare la disiscrizione", "we willen het
# afmelden makkelijker maken", "queremos facilitar o descadastro". The sender's "we" wanting or working on it
# in the removal's clause (`WE_EASE`), the removal word one of `removal_handling_asked.REMOVAL_NOUN`, the
# mailing named anywhere (`OWN_MAILING`, `removal_requests_received.NEWSLETTER_SENT`); never a clause naming
# the reader ("make your unsubscribe easier": ours, a complaint, `READER_IN_CLAUSE`), never the first person
# singular ("I want the unsubscribe to be easier: remove me").
WE_EASE = re.compile(
    r"\b(?:we (?:\S+ ){0,10}?(?:make|making|simplify|simplifying|improve|improving|streamline|ease)"
    r"|wir (?:\S+ ){0,10}?(?:einfacher|leichter|bequemer|vereinfachen|verbessern|erleichtern)"
    r"|(?:nous|on) (?:\S+ ){0,3}?(?:simplifier|faciliter|ameliorer|rendre)|simplifions|facilitons"
    r"|(?:queremos|quisieramos|intentamos|buscamos|necesitamos) (?:\S+ ){0,2}?(?:facilitar|simplificar"
    r"|mejorar|hacer)"
    r"|(?:vogliamo|vorremmo|cerchiamo di|dobbiamo) (?:\S+ ){0,2}?(?:semplificare|facilitare|migliorare"
    r"|rendere)"
    r"|(?:we|wij) (?:\S+ ){0,5}?(?:makkelijker|eenvoudiger|simpeler|verbeteren|vereenvoudigen)"
    r"|(?:queremos|gostariamos de|precisamos) (?:\S+ ){0,2}?(?:facilitar|simplificar|melhorar|tornar)"
    # ... or asked of the sender's "we" by someone of theirs ("il nostro consulente privacy ci ha chiesto di
    # rendere la disiscrizione più semplice", "our DPO asked us to make unsubscribing easier", heldout_ed)
    r"|(?:asked|told|wants|advised) us to (?:make|simplify|improve|ease)"
    r"|(?:hat|haben) uns (?:\S+ ){0,3}?(?:gebeten|geraten|empfohlen),?(?: \S+){0,6} (?:einfacher|leichter"
    r"|zu vereinfachen|zu erleichtern)"
    r"|nous a (?:demande|conseille) de (?:simplifier|faciliter|rendre|ameliorer)"
    r"|nos (?:ha )?(?:pedido|pidio|aconsejado|aconsejo) (?:que )?(?:facilitar|simplificar|hacer|mejorar"
    r"|facilitemos|simplifiquemos)"
    r"|ci (?:ha|hanno) (?:chiesto|consigliato|suggerito) di (?:rendere|semplificare|facilitare|migliorare)"
    r"|(?:heeft|hebben) ons (?:gevraagd|aangeraden) (?:om )?(?:\S+ ){0,4}?(?:makkelijker|eenvoudiger"
    r"|te vereenvoudigen|te verbeteren)"
    r"|nos (?:pediu|pediram|aconselhou) (?:para|que) (?:facilitar|simplificar|tornar|melhorar|facilitemos"
    r"|simplifiquemos))\b"
)
# The sender's own mailing named: "our (monthly) newsletter", "nos campagnes", "a newsletter for our own
# clients", "una newsletter per i nostri clienti", "uma newsletter para os nossos clientes".
MAILING = (
    r"(?:newsletters?|mailings?|campaigns?|campagnes?|campanas?|campagne|campanhas?|nieuwsbrie(?:f|ven)"
    r"|boletin(?:es)?|boletim|boletins|mailing lists?)"
)
OUR = r"(?:our|nos|notre|nuestr[oa]s?|nostr[oaie]|noss[oa]s?|onze|ons|unsere?[nrms]?)"
# the sender's own removal as a noun right after "our", described by a verb of being or working after it
# ("our opt-out is still a link to a settings page", "unsere Abmeldung läuft über ein Formular", heldout_em),
# in a reply naming the sender's own mailing (`OWN_MAILING`): how the sender's mail works, no request; never
# with a verb of ignoring or a negation after it ("our opt-out was ignored")
OUR_REMOVAL_BEFORE = re.compile(
    r"\b(?:our|unsere?|notre|nuestr[oa]|nostr[oa]|onze|ons|noss[oa])"
    r" (?:own |current |eigene |actuel(?:le)? )?$"
)
OUR_REMOVAL_WORKS = re.compile(
    r" (?:(?:today|currently|still|now|noch|immer noch|derzeit|toujours|encore|todavia|aun|ancora|nog|ainda"
    r"|ja) )*(?:is|was|works|runs|goes|happens|lives|sits|requires|uses|takes|ist|war|funktioniert|lauft"
    r"|erfolgt|est|etait|fonctionne|marche|passe|es|era|funciona|va|e|funziona|avviene|werkt|verloopt|loopt|e)"
    r"(?! (?:\w+ )?(?:not|nicht|kein\w*|pas|no|non|niet|nao|ignored|ignoriert|ignore|ignorado|ignorata"
    r"|ignorada|genegeerd|missed|lost)\b)\b"
)
OWN_MAILING = re.compile(
    rf"\b{OUR} (?:own )?(?:\w+ )?{MAILING}\b"
    # ... or any mail of ours sent to our own customers ("we send a lot of automated mail to our own
    # customers", heldout_em)
    rf"|\b(?:{MAILING}|\w*mail|\w*e-?mails|\w*mails|messages|mensajes|mensagens|messaggi|\w*berichten"
    r"|\w*nachrichten)"
    r" (?:\w+ )?(?:for|to|pour|para|per|voor|fur|a|aux|an|naar|aan)"
    rf" (?:(?:the|les|los|las|i|gli|le|os|as) )?{OUR} (?:own |propres? |propi[oa]s |propri |propri[oa]s )?"
    r"(?:clients?|customers?|clientes|clienti"
    r"|klanten|kunden|members?|membres|socios|soci|subscribers|abonnes|suscriptores|iscritti"
    r"|assinantes)\b"
)
# The reader named in the clause: "your", "votre", "vos", "vuestro", "tu", "vostro", "seu", "jullie", "uw".
# So is the reader's mail in hand ("the link at the bottom of this email", "dans ce mail", "in dieser Mail"),
# or the link said not to work ("it's broken", "funktioniert nicht"): a complaint about our link.
READER_IN_CLAUSE = re.compile(
    r"\b(?:your|yours|you|votre|vos|vous|vuestr[oa]s?|tus?|vostr[oaie]|tuoi|tuo|tua|seus?|suas?|vossos?"
    r"|vossas?|jullie|uw|ihr|euer|eure"
    r"|this (?:e-?mail|mail|message)|(?:ce|cet) (?:e-?mail|mail|message)|cette (?:lettre|newsletter)"
    r"|est[ea] (?:correo|e-?mail|mensaje)|quest[ao] (?:e-?mail|mail|messaggio)|deze (?:e-?mail|mail)"
    r"|dies(?:er|em) (?:e-?mail|mail|nachricht)|dest[ea] (?:e-?mail|mensagem)"
    r"|broken|doesn'?t work|does not work|kaputt|funktioniert nicht|ne (?:marche|fonctionne) pas"
    r"|no funciona|non funziona|werkt niet|nao funciona)\b"
)
