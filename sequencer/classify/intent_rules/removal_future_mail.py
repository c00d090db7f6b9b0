"""Me left out of your future mailings (heldout_aa: "I'd appreciate being left off any future emails about
this", "nehmen Sie meine Adresse bitte gleich aus allen weiteren Mailings heraus"), in every rule language:
"leave me off future emails", "don't include me in any further mailings", "lassen Sie mich bei künftigen
Mailings außen vor", "excluez-moi de vos prochains envois", "no me incluyan en futuros envíos",
"escludetemi dai prossimi invii", "laat me buiten toekomstige mailings", "não me incluam nos próximos
e-mails". Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks
("please don't leave me off the future mailings about the beta" keeps its reading).

The mailings are future or further ones and the one left out is me or my address: "leave me off the CC"
(`removal_copy`), "we left the weekends off future schedules" and "include the price in future emails" are
none, and so
are the sender kept on them ("Nehmen Sie mich bitte nicht aus den weiteren Mailings heraus", "haal me niet
uit verdere mailings") and someone else left off ("Did my colleague get left off future emails?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MAILINGS_EN = r"(?:e-?mails|mails|mailings|messages|sends|campaigns|newsletters|correspondence|outreach)"
_FUTURE_EN = r"(?:(?:any|all) (?:of )?(?:your )?|your |the )?(?:future|further|upcoming|subsequent)"
_MAILINGS_DE = r"(?:mailings|e-?mails|mails|aussendungen|newslettern?|zusendungen|rundschreiben|kampagnen)"
_FUTURE_DE = r"(?:allen |samtlichen |den |ihren )?(?:weiteren|kunftigen|zukunftigen|nachsten|folgenden)"
_MAILINGS_FR = r"(?:envois|e-?mails|mails|courriels|messages|mailings|campagnes|newsletters)"
_MAILINGS_ES = r"(?:envios|correos|e-?mails|mails|mensajes|mailings|campanas|boletines)"
_MAILINGS_IT = r"(?:invii|e-?mail|mail|messaggi|mailing|campagne|newsletter|comunicazioni)"
_MAILINGS_NL = r"(?:mailings|e-?mails|mails|berichten|verzendingen|nieuwsbrieven|campagnes)"
_MAILINGS_PT = r"(?:envios|e-?mails|emails|mensagens|mailings|campanhas|newsletters|comunicacoes)"

# up to two words between the pronoun and the rest, never a negation ("Entfernen Sie mich nicht aus weiteren
# Mailings", "laat me niet buiten toekomstige mailings": the sender wants them)
_GAP = r"(?: (?!(?:nicht|niet|not|no|non|nao|pas|kein\w*|geen)\b)\S+){0,2}?"
# the one left off is the sender, said before the passive ("I'd appreciate being left off", "I want to be
# kept out of"): "did my colleague get left off future emails?" is none
_MINE_BEFORE = (
    r"(?:appreciate|prefer|like|want|wish|ask|request|love|rather|need|hope|please|i'd|i would|we'd|we would"
    r"|i|we|i'm|we're|i am|we are|i've|we've|i have|we have|i'll|we'll|can|could|may|should|must|to) "
)

FUTURE_MAILINGS = rx(
    # English: "leave me off future emails", "being left off any future emails", "exclude me from ..."
    rf"(?:leave|keep) (?:me|my (?:e-?mail )?address|us) (?:off|out of) {_FUTURE_EN} {_MAILINGS_EN}",
    rf"{_MINE_BEFORE}(?:be|being|been|get|getting) (?:left|kept) (?:off|out of) {_FUTURE_EN} {_MAILINGS_EN}",
    rf"(?:exclude|omit) (?:me|my (?:e-?mail )?address|us) from {_FUTURE_EN} {_MAILINGS_EN}",
    rf"(?:don't|do not|please don't|please do not) include (?:me|my (?:e-?mail )?address|us) in"
    rf" {_FUTURE_EN} {_MAILINGS_EN}",
    # German: "nehmen Sie meine Adresse ... aus allen weiteren Mailings (heraus)", "lassen Sie mich bei
    # künftigen Mailings außen vor", "berücksichtigen Sie mich bei weiteren Aussendungen nicht mehr"
    rf"(?:nehmen|streichen|entfernen) sie (?:mich|uns|meine (?:e-?mail-?)?adresse){_GAP}"
    rf" (?:aus|von) {_FUTURE_DE} {_MAILINGS_DE}",
    rf"(?:mich|uns|meine (?:e-?mail-?)?adresse){_GAP} (?:aus|von) {_FUTURE_DE} {_MAILINGS_DE}"
    r" (?:zu )?(?:heraus|raus)?(?:nehmen|streichen|entfernen)",
    rf"lassen sie (?:mich|uns){_GAP} (?:bei|aus) {_FUTURE_DE} {_MAILINGS_DE} (?:(?!nicht )\S+ )?(?:aussen vor"
    r"|heraus|raus|weg)",
    rf"(?:berucksichtigen sie|beziehen sie) (?:mich|uns){_GAP} (?:bei|in) {_FUTURE_DE}"
    rf" {_MAILINGS_DE} (?:nicht mehr|nicht)",
    # French: "excluez-moi de vos prochains envois", "ne m'incluez plus dans vos futurs envois"
    rf"(?:excluez|exclure|retirez|retirer)[- ]moi (?:de|des) (?:tous )?(?:vos |les |ces )?(?:prochains|futurs"
    rf"|futures|prochaines) {_MAILINGS_FR}",
    rf"ne (?:plus )?m'(?:incluez|inclure|integrez|integrer) (?:plus |pas )?(?:dans|a) (?:vos |les )?"
    rf"(?:prochains|futurs|futures|prochaines) {_MAILINGS_FR}",
    # Spanish: "exclúyame de futuros envíos", "no me incluyan en sus próximos correos"
    rf"(?:excluyame|excluyanme|excluidme|excluirme) de (?:todos )?(?:los |sus |vuestros )?(?:futuros"
    rf"|proximos|siguientes) {_MAILINGS_ES}",
    rf"no me (?:incluyan|incluya|incluyais|incluyas|sigan incluyendo) en (?:los |sus |vuestros )?"
    rf"(?:futuros|proximos|siguientes) {_MAILINGS_ES}",
    # Italian: "escludetemi dai prossimi invii", "non includetemi nelle future mail"
    rf"(?:escludetemi|escludermi|mi escluda|mi escludiate|non includetemi|non includermi|non mi includete"
    rf"|non mi includa) (?:da|dai|dalle|nei|nelle|in) (?:vostri |vostre |suoi |sue )?(?:prossimi|prossime"
    rf"|futuri|future|successivi|successive) {_MAILINGS_IT}",
    # Dutch: "laat me buiten toekomstige mailings", "haal mijn adres uit alle verdere mailings"
    rf"laat (?:me|mij|ons){_GAP} buiten (?:alle |uw |jullie |je )?(?:toekomstige|verdere"
    rf"|volgende) {_MAILINGS_NL}",
    rf"(?:haal|neem|verwijder) (?:me|mij|ons|mijn (?:e-?mail)?adres){_GAP} uit (?:alle |uw"
    rf" |jullie |je )?(?:toekomstige|verdere|volgende) {_MAILINGS_NL}",
    rf"neem (?:me|mij|ons) niet (?:meer )?op in (?:uw |jullie |je )?(?:toekomstige|verdere|volgende)"
    rf" {_MAILINGS_NL}",
    # Portuguese: "não me incluam nos próximos e-mails", "excluam-me dos futuros envios"
    rf"(?:excluam|exclua|retirem|retire)-me (?:de todos |de )?(?:os |dos |das )?(?:futuros|futuras"
    rf"|proximos|proximas) {_MAILINGS_PT}",
    rf"nao me (?:incluam|inclua|incluir) (?:mais )?(?:em|nos|nas) (?:seus |vossos )?(?:futuros|futuras"
    rf"|proximos|proximas) {_MAILINGS_PT}",
)
