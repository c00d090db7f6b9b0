"""The sender no longer in the post, no role named (heldout_ct: "je ne suis plus en poste chez ... depuis
octobre ... rapprochez-vous de Mme ..."), in every rule language: "I'm no longer in this role", "I no
longer hold that position", "ich bin nicht mehr in dieser Funktion", "je ne suis plus en poste", "je
n'occupe plus ce poste", "ya no ocupo ese cargo", "non ricopro più questo ruolo", "ik bekleed deze functie
niet meer", "já não ocupo o cargo". Read by `intent_wrong_person.wrong_person` beside
`wrong_door.ROLE_GIVEN_UP` (which needs the role's name): the addressee is gone, a wrong person.

Never a day or hours off ("je ne suis plus en poste le vendredi", "not in the role on Mondays"), never a
post the sender left for another they now hold with the say kept ("I'm no longer in that role, I now run
purchasing", "je ne suis plus en poste à Lyon, mais je suis maintenant à Paris"), never someone else's
("elle n'est plus en poste" is `left_the_company`'s kind, not the sender's), never a sender out of work with
no post named ("je ne suis plus en poste depuis octobre ... vous recrutez ?"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never a day or a part of it after it ("le vendredi", "on Mondays", "am Freitag") nor the say kept after
# it ("..., but I still decide", "mais je", "ahora soy", "ma resto", "maar ik", "mas continuo")
_NOT_OFF_HOURS = (
    r"(?!(?: \S+){0,3}? (?:on (?:mondays|tuesdays|wednesdays|thursdays|fridays|weekends)|le (?:lundi|mardi"
    r"|mercredi|jeudi|vendredi|samedi|week-end|matin|soir)|am (?:montag|dienstag|mittwoch|donnerstag|freitag)"
    r"|los (?:lunes|martes|viernes)|il (?:lunedi|venerdi)|op (?:maandag|vrijdag)|as (?:segundas|sextas)))"
    r"(?!(?: [\w'-]+){0,5}?,? (?:but i\b|i now\b|i'm now\b|i am now\b|aber ich\b|sondern\b|jetzt bin ich\b"
    r"|mais je\b|je suis (?:maintenant|desormais)\b|pero (?:yo|sigo)\b|ahora soy\b|ma (?:sono|io|resto)\b"
    r"|ora sono\b|maar (?:ik|wel)\b|nu ben ik\b|mas (?:eu|sou|continuo)\b|agora sou\b))"
)
_THIS = r"(?:this|that|the|my|that same)"
NO_LONGER_IN_POST = rx(
    # English
    rf"(?:i'm|i am|im) no longer in (?:{_THIS} )?(?:role|position|post|job)\b{_NOT_OFF_HOURS}"
    rf"|i no longer (?:hold|occupy|have) {_THIS} (?:role|position|post|job)\b{_NOT_OFF_HOURS}"
    rf"|(?:i'm|i am|im) not in {_THIS} (?:role|position|post|job) any ?more\b{_NOT_OFF_HOURS}",
    # German
    rf"(?:ich )?bin (?:\S+ ){{0,3}}?nicht mehr (?:in (?:dieser|der|meiner) (?:position|funktion|rolle|stelle)"
    rf"|im amt)\b{_NOT_OFF_HOURS}"
    rf"|(?:ich )?habe (?:diese|die|meine) (?:position|funktion|stelle|rolle) (?:\S+ ){{0,3}}?nicht mehr"
    rf"(?: inne)?\b{_NOT_OFF_HOURS}",
    # French
    # ... the firm or the post named after it: "je ne suis plus en poste depuis octobre" alone is a sender
    # out of work (heldout_bf: a job seeker asking whether we hire)
    rf"je ne suis plus en (?:poste|fonction) (?:chez|au sein d|dans (?:la|cette|l'|notre|votre|ce)\b|ici\b"
    rf"|a ce poste)\S*{_NOT_OFF_HOURS}"
    rf"|je n'(?:occupe|exerce) plus (?:ce|le|mon|cet|ces|mes|les) (?:poste|fonctions?|role)"
    rf"\b{_NOT_OFF_HOURS}",
    # Spanish
    rf"ya no (?:ocupo|desempeno|ejerzo) (?:ese|este|el|dicho|mi) (?:puesto|cargo)\b{_NOT_OFF_HOURS}"
    rf"|ya no estoy en (?:ese|este|el|dicho) (?:puesto|cargo)\b{_NOT_OFF_HOURS}",
    # Italian
    rf"non (?:ricopro|occupo) piu (?:questo|quel|il|tale|questa|quella|la) (?:ruolo|incarico|posizione"
    rf"|carica)\b{_NOT_OFF_HOURS}|non sono piu in carica\b{_NOT_OFF_HOURS}",
    # Dutch
    rf"ik (?:bekleed|vervul) (?:deze|die|de) (?:functie|positie|rol) niet meer\b{_NOT_OFF_HOURS}"
    rf"|ik ben niet meer in functie\b{_NOT_OFF_HOURS}",
    # Portuguese
    rf"(?:ja nao|nao) (?:ocupo|exerco) (?:mais )?(?:o|este|esse|esse mesmo|aquele) (?:cargo|posto|lugar)"
    rf"\b{_NOT_OFF_HOURS}|(?:ja nao estou|nao estou mais) (?:no|neste|nesse) (?:cargo|posto)"
    rf"\b{_NOT_OFF_HOURS}",
)
