"""No need for us to write again, said as a stop ("Don't bother writing again", "Sparen Sie sich weitere
Mails", "Inutile de me relancer", "No se moleste en volver a escribirme", "Non si disturbi a scrivermi
ancora", "Doe geen moeite om nog te mailen", "Não se dê ao trabalho de escrever novamente"): no list
words, but a wish not to be contacted again, a removal (heldout_aj). Pure data on fold()ed text, read by
`removal.removal_request`.

Only our writing *again* (a first mail's topic is no stop: "Don't bother writing a long proposal, just send
the price"); `removal_guards.other_things.spared` drops it under a condition earlier in its sentence ("If this
is north of $15k a year, don't bother"), with a time limit after it ("Don't bother writing again until
March"), or when the reply wants more ("No need to write again, I'll call you on Tuesday to book the
demo")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_WRITE = (
    r"(?:writ(?:e|ing)|e-?mail(?:ing)?|mail(?:ing)?|contact(?:ing)?|send(?:ing)?(?: anything| more)?"
    r"|reach(?:ing)? out|follow(?:ing)? up)(?: (?:to )?(?:me|us))?"
)
# never our writing to someone else ("Don't bother writing again to Mark, he left in June": a wrong person)
_NOT_TO_ANOTHER = (
    r"(?! to (?!me\b|us\b|this\b|that\b|these\b|my\b|our\b|the\b|any\w*\b|every\w*\b|either\b|no ?one\b"
    r"|nobody\b)\w)"
)
# "die Mühe" only of our writing ("Die Mühe, mir noch einmal zu schreiben, können Sie sich sparen"): the bare
# "Die Mühe können Sie sich sparen, wir bleiben bei unserem Anbieter" is a no, as "Don't bother" is
_MUHE_WRITING = (
    r"die muhe,? (?:\S+ ){0,4}?(?:zu (?:schreiben|mailen|kontaktieren|melden)|(?:an|nach)zu(?:schreiben"
    r"|mailen|fassen))\b"
)
# the sender asking to be spared our mail ("Spare me your emails", "Verschonen Sie mich mit Ihren Mails",
# "Épargnez-moi vos relances", "Ahórrenme sus correos", "Risparmiatemi le vostre email", "Bespaar me uw
# mails", "Poupem-me dos seus e-mails"): the same stop put as a favour; only of mail (never "spare me the
# details", "Verschonen Sie mich mit Fachchinesisch", "could you spare me ten minutes"); the team may be
# spared with the sender ("Verschonen Sie bitte mich und mein Team künftig mit weiteren Zusendungen",
# heldout_eh; "Spare me and my team your mailings")
_EN_MAIL = r"(?:e-?mails|mails|messages|newsletters|mailings|follow-?ups|sales (?:e-?mails|mails))"
_DE_MAIL = (
    r"(?:(?:\w+-?)?(?:e-?mails|mails|nachrichten|newslettern|mailings|zuschriften|zusendungen)|werbung|spam)"
)
_FR_MAIL = r"(?:e-?mails|mails|messages|courriels|relances|envois|newsletters|sollicitations)"
_ES_MAIL = r"(?:correos|e-?mails|mails|mensajes|boletines|newsletters|envios)"
_IT_MAIL = r"(?:e-?mail|mail|messaggi|newsletter|comunicazioni|invii)"
_NL_MAIL = r"(?:e-?mails|mails|berichten|nieuwsbrieven|mailings|toezendingen)"
_PT_MAIL = r"(?:e-?mails|mails|mensagens|newsletters|envios)"
_SPARED = (
    rf"spare (?:me|us)(?: and (?:my|our) (?:team|colleagues|staff))?(?: from)? (?:(?:(?:all )?(?:your|these"
    rf"|any more|anymore|further|any further) )(?:\w+ )?|the ){_EN_MAIL}",
    rf"(?:verschonen sie|verschont|verschone)(?: bitte)? (?:mich|uns)(?: \w+){{0,5}}? mit (?:ihren|ihrer"
    rf"|euren|eurer|deinen|deiner|diesen|dieser|weiteren|weiterer|solchen)(?: \w+)? {_DE_MAIL}",
    rf"(?:epargnez|epargne)-(?:moi|nous) (?:vos|tes|ces|les) (?:\w+ )?{_FR_MAIL}",
    rf"(?:ahorre|ahorren|ahorradme|ahorradnos|ahorrame|ahorranos)(?:me|nos)? (?:sus|vuestros|tus|estos|los)"
    rf" (?:\w+ )?{_ES_MAIL}",
    rf"(?:risparmiatemi|risparmiateci|risparmiami|risparmiaci|(?:mi|ci) risparmi(?:no)?) (?:le vostre|le sue"
    rf"|le tue|i vostri|i suoi|i tuoi|queste|questi|le|i|altre|altri|ulteriori) (?:\w+ )?{_IT_MAIL}",
    rf"(?:bespaar|spaar) (?:me|mij|ons) (?:uw|jullie|je|jouw|deze|die|de|verdere) (?:\w+ )?{_NL_MAIL}",
    rf"(?:poupe-me|poupem-me|poupe-nos|poupem-nos|me poupe|me poupem|nos poupe|nos poupem) (?:d[aeo]s?"
    rf" )?(?:seus|suas|tuas|teus|estes|estas)? ?(?:\w+ )?{_PT_MAIL}",
)
DONT_BOTHER = rx(
    *_SPARED,
    rf"(?:(?:you )?(?:don't|dont|do not|needn't|need not) (?:bother )?|no need to |(?:there's )?no point"
    rf" (?:in )?)(?:bother(?:ing)? )?{_EN_WRITE} (?:ever )?(?:again|any ?more){_NOT_TO_ANOTHER}",
    rf"sparen sie sich (?:{_MUHE_WRITING}|weitere (?:\w+-?)?(?:e-?mails|mails|nachrichten)|jede weitere"
    rf" (?:\w+-?)?(?:e-?mail|mail|nachricht)|(?:das|jedes) (?:weitere )?(?:nach|an)schreiben)"
    rf"|(?:{_MUHE_WRITING}|weitere (?:e-?mails|mails|nachrichten))"
    r",?(?: \S+){0,6}? (?:konnen|konnt) sie sich sparen"
    r"|(?:sie brauchen|du brauchst|ihr braucht) (?:mir|uns) (?:gar )?nicht (?:mehr|wieder|noch ?(?:ein)?mal)"
    r" zu (?:schreiben|mailen)",
    r"(?:inutile|(?:ce n'est )?pas la peine|pas besoin) de (?:me |nous )?(?:relancer|recontacter|reecrire"
    r"|r?ecrire (?:a nouveau|de nouveau|encore)|m'ecrire (?:a nouveau|de nouveau|encore)|nous ecrire (?:a"
    r" nouveau|de nouveau|encore))|ne (?:vous )?(?:donnez|prenez) pas la peine de (?:me |nous )?(?:reecrire"
    r"|relancer|recontacter|r?ecrire)",
    r"no (?:se )?molest(?:e|en|eis) en (?:volver a (?:escribir|contactar|enviar)(?:me|nos)?|(?:escribir"
    r"|contactar|enviar)(?:me|nos)? (?:mas|de nuevo|otra vez))|no hace falta que (?:me |nos )?(?:vuelva"
    r"|vuelvan|volvais) a (?:escribir|contactar|enviar)|no hace falta que (?:me |nos )?(?:escriba|escriban"
    r"|escribais) (?:mas|de nuevo|otra vez)",
    r"non (?:si disturbi|vi disturbate|ti disturbare|si disturbino) (?:a|ad) (?:riscrivermi|riscriverci"
    r"|ricontattarmi|ricontattarci|(?:scrivermi|scriverci|contattarmi|contattarci) (?:ancora|di nuovo|piu))"
    r"|(?:e )?inutile che (?:mi|ci) (?:riscriviate|riscriva|ricontattiate|ricontatti|(?:scriviate|scriva)"
    r" (?:ancora|di nuovo|piu))|non serve che (?:mi|ci) (?:riscriviate|riscriva|(?:scriviate|scriva)"
    r" (?:ancora|di nuovo|piu))",
    r"(?:doe|doet u|doen jullie) geen moeite (?:om )?(?:mij |me |ons )?(?:nog|opnieuw|weer)(?: eens| een"
    r" keer)? te (?:mailen|schrijven|contacteren|benaderen)|(?:u hoeft|je hoeft|jullie hoeven) (?:mij|me|ons)"
    r" niet (?:meer|opnieuw|nog eens) te (?:mailen|schrijven|contacteren)",
    r"nao (?:se )?(?:de|deem|preocupe|incomode|incomodem) (?:ao trabalho )?(?:de|em) (?:me |nos )?(?:escrever"
    r"|contatar|contactar|mandar|enviar)(?:-me|-nos)? (?:novamente|de novo|mais)|nao (?:precisa|e preciso"
    r"|precisam) (?:me |nos )?(?:escrever|contatar|contactar|mandar|enviar)(?:-me|-nos)? (?:novamente|de novo"
    r"|mais)",
)

# a referral beside it: this passed on to someone who will be in touch (review of 2026-12-05, fifth: "No need
# to reach out again - I've forwarded this to our COO, she'll contact you"), in every rule language; only with
# the contact promised ("I've forwarded this to our legal team. Don't write again" stays a removal)
REFERRAL_PROMISED = rx(
    r"(?:forwarded|passed|handed|sent) (?:this|it|your (?:note|e-?mail|message|mail|request|enquiry|inquiry))"
    r" (?:on |over )?to\b.{0,80}?\b(?:she|he|they|who)(?:'ll| will| is going to| would)? (?:contact|reach out"
    r"|be in touch|get in touch|get back|call|write|reply)",
    r"(?:habe|hab) (?:das|es|ihre (?:nachricht|e-?mail|mail|anfrage)) an .{1,60}? weitergeleitet.{0,80}?"
    r"\b(?:er|sie) (?:wird sich|meldet sich)",
    r"(?:transmis|transfere|fait suivre) (?:votre (?:message|mail|courriel|e-?mail)|cela|ceci|ca) a .{0,80}?"
    r"\b(?:il|elle) (?:vous )?(?:contactera|recontactera|reviendra|appellera|ecrira)",
    r"(?:reenviado|pasado|trasladado) (?:su (?:mensaje|correo|email|e-?mail)|esto|este correo) a .{0,80}?"
    r"(?:se pondra en contacto|le (?:contactara|escribira|llamara))",
    r"(?:inoltrato|girato|passato) (?:la sua|la tua|il suo|il tuo|la vostra|questa|questo) ?(?:mail|e-?mail"
    r"|messaggio)? a .{0,80}?\b(?:la|vi|ti|lo) (?:contattera|ricontattera|chiamera|scrivera)",
    r"doorgestuurd (?:naar|aan) .{0,80}?\b(?:hij|zij|ze) (?:neemt|zal) (?:contact|u|je|jullie)",
    r"(?:encaminhei|reencaminhei|repassei|passei) (?:a sua|o seu|isto|isso|este e-?mail|esta mensagem)"
    r" (?:a|ao|para) .{0,80}?\b(?:ele|ela) (?:vai|ira|entrara|entra) (?:entrar em contato|em contato|contatar"
    r"|contactar|ligar)",
)
