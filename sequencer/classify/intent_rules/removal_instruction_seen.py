"""Our removal instruction reported as something the sender noticed ("I saw your footer says to reply
"unsubscribe" if it's not relevant", "ich habe gesehen, dass man mit „Abmelden“ antworten soll", "j'ai vu
qu'il faut répondre « STOP »", "vi que piden responder "baja"", "ho visto che scrivete di rispondere
«cancellami»", "ik zag dat je met "afmelden" kunt antwoorden", "vi que vocês pedem pra responder
"descadastrar""): the word quoted right after the verb of replying is the instruction's, never the
sender's request. Pure data on fold()ed text, read by `removal_guards.as_a_topic._instruction_seen`.

Only the quoted word a few words after a verb of replying (`removal_mention.MENTION`), with a verb of
noticing in the first person before it in its sentence (`NOTICED`; the verb may follow the word in German and
Dutch, after a quotation mark, `QUOTE_BEFORE`); the sender doing it right after
("..., so here it is", "eccolo", "pronto", `DONE_AFTER`) and a removal asked anywhere else in the reply
("I saw you say to reply "stop". Please take me off.") stay requests; so does one the sender does not turn
away from: only a "but", an "instead", a question or interest after it (`TURNED_AWAY`) makes the word the
instruction's ("... which is what I'm doing", "dat doe ik hierbij graag", "lo faccio volentieri" are removals;
review of 2026-12-06, sixteenth)."""

from __future__ import annotations

import re

# a verb of noticing in the first person, in every rule language
NOTICED = re.compile(
    r"(?:^|\s)(?:i (?:just )?(?:saw|see|noticed|notice|spotted|read)|i've (?:seen|noticed|read)"
    r"|i have (?:seen|noticed|read)|(?:ich )?(?:habe|hab) (?:gesehen|gelesen|bemerkt)|ich sehe|ich sah"
    r"|mir (?:ist|fallt) (?:aufgefallen|auf)|j'ai (?:vu|remarque|lu|note)|je vois|je remarque"
    r"|(?:he|ya) (?:visto|leido|notado)|(?:vi|lei|note|veo) que|(?:ho|abbiamo) (?:visto|notato|letto)"
    r"|(?:vedo|noto|leggo) che|ik (?:zag|zie|las|lees)|ik heb (?:gezien|gelezen|gemerkt)|(?:viel|valt) me op"
    r"|(?:vi|li|notei|reparei|percebi|vejo) que|tenho visto)\b"
)
# ... or our mail itself said to say it, no verb of noticing ("Unter Ihrer Mail steht, man könne einfach mit
# „Abmelden“ antworten", "your footer says you can just reply "stop"", "en bas de votre mail il est écrit
# qu'on peut répondre « STOP »", "al final de su correo pone que basta con responder "baja"", "in fondo alla
# sua mail c'è scritto di rispondere «cancellami»", "onder uw mail staat dat je met "afmelden" kunt
# antwoorden", "no rodapé do seu e-mail diz para responder "sair"", heldout_dy): read as the noticing verb is,
# the sender turning away after it
OUR_MAIL_SAYS = re.compile(
    r"\b(?:your|ihrer|ihrem|ihre|ihr|euer|eure|eurer|eurem|deiner|deinem|votre|vos|su|sus|vuestro|vuestra|tu"
    r"|la sua|il suo"
    r"|sua|suo|vostra|vostro|la vostra|il vostro|uw|jullie|je|seu|o seu|a sua|vosso|vossa)"
    r" (?:e-?mails?|mails?|messages?|nachricht|signatur|fusszeile|footer|signature|courriel|pied de page"
    r"|correo|mensaje|firma|pie|messaggio|email|e-?mail|firma|bericht|handtekening|voettekst|mensagem"
    r"|assinatura|rodape"
    # ... or our line in it named ("Ihre Zeile ganz unten, dass man mit „abmelden“ antworten kann", "your
    # line that you can just reply "stop"", heldout_ed)
    r"|line|sentence|zeile|satz|hinweis|ligne|phrase|mention|linea|frase|riga|dicitura|zin|regel|linha)"
    r"\b(?: \S+){0,2}?"
    r" (?:says|said|states|reads|steht|stand|heisst|hiess|dit|indique|est ecrit|il est ecrit|c'est ecrit"
    r"|dice|pone|indica|pone que|c'e scritto|e scritto|si legge|staat|stond|zegt|diz|dizia|esta escrito"
    r"|consta"
    # ... its line named with what it says after it ("..., dass man", "... that you can", "..., qu'on peut")
    r"|dass|that|qu'on|que|che|dat|saying|wonach"
    # ... or a line of it pointed at ("in fondo alla sua email c'è la frase per non ricevere altri messaggi
    # rispondendo «cancellami»", "your email has a line", "Ihre Mail hat den Satz", heldout_ed)
    r"|(?:has|carries|there's|there is|hat|enthalt|tragt|il y a|contient|comporte|hay|tiene|lleva|trae|c'e"
    r"|ha|contiene|riporta|heeft|bevat|tem|ha|traz|vem com)"
    r" (?:a|the|this|that|eine|die|den|einen|diese|diesen|une|la|cette|una|esa|esta|quella|questa|een|de"
    r"|die|uma|a|essa|esta) (?:\w+ )?(?:line|sentence|note|zeile|satz|hinweis|vermerk|phrase|ligne|mention"
    r"|frase|linea|nota|riga|dicitura|zin|regel|opmerking|linha)"
    r")\b"
)
# ... or the reader asked how our line is handled or works, the reader or our line the subject (heldout_ee:
# "how do you handle the "reply unsubscribe" line", "wie setzt ihr das „mit Abmelden antworten“ um",
# "comment gérez-vous la ligne « répondez STOP »", "¿cómo gestionáis lo de "responde baja"?", "come gestite la
# riga «rispondi cancellami»", "hoe regelen jullie dat "antwoord afmelden"", "como vocês fazem o "responda
# sair""): a question about how it is built, read as the noticing verb is; never the sender's own "how do I"
ASKED_HOW = re.compile(
    r"(?:^|\s)(?:how (?:do|does|did|would|could|can|is|are) (?:you|your (?:team|tool|system|platform)"
    r"|it|that|this|the)(?! (?:i|we)\b)"
    r"|wie (?:handhabt|handhaben|macht|machen|setzt|setzen|lost|losen|regelt|regeln|verarbeitet|verarbeiten"
    r"|funktioniert|lauft) (?:ihr|sie|das|der|die|bei euch|bei ihnen)"
    r"|comment (?:gerez|traitez|faites|fonctionne|marche|geres|fais)"
    r"|como (?:gestionais|manejais|haceis|gestionan|manejan|hacen|funciona|resolveis|resuelven)"
    r"|come (?:gestite|fate|funziona|gestisce|risolvete)"
    r"|hoe (?:doen|regelen|verwerken|gaan|werkt|pakken) (?:jullie|u|dat|die|het)"
    r"|como (?:voces )?(?:tratam|fazem|gerem|lidam|funciona|resolvem))\b"
)
# the sender doing what the instruction says right after it
DONE_AFTER = re.compile(
    r"^\W{0,4}(?:\S+ ){0,3}?(?:so here (?:it is|you go)|here (?:it is|you go)|done|hiermit|hier ist es"
    r"|erledigt|voila|c'est fait|aqui (?:esta|lo tienes|vai)|hecho|eccol[oa]|ecco(?:lo|fatto)?|fatto"
    r"|bij deze|hierbij|pronto|feito|ta feito|la vai)\b"
)
# a quotation mark right before the word
QUOTE_BEFORE = re.compile(r"[\"'“”„«‚‘] ?$")
# ... or a quotation mark opening our instruction whole, its verb of replying inside the quotation marks
# before the word ("your emails have that "reply unsubscribe" line", "la riga «rispondi cancellami»", "la
# ligne « répondez STOP »", "den Satz „Antworten Sie mit Abmelden“", "die regel "antwoord afmelden"", "a linha
# "responda sair"", heldout_ec): the line quoted, read as the word quoted after the verb is
QUOTED_WITH_VERB = re.compile(
    r"[\"'“”„«‚‘] ?(?:\S+ ){0,2}?(?:reply|respond|answer|type|write|send|text|antworten|antworte|antwortet"
    r"|schreiben|schreib|schreibe|senden|sende|repondez|repondre|reponds|ecrivez|ecrire|envoyez|envoyer"
    r"|responde|responda|responded|responder|contesta|conteste|contestar|escribe|escriba|escribir|envia"
    r"|envie|enviar|rispondi|risponda|rispondete|rispondere|scrivi|scriva|scrivete|scrivere|invia|inviare"
    r"|antwoord|antwoorden|stuur|sturen|schrijf|schrijven|escreva|escreve|escrever|mande|mandar)"
    r"(?: \S+){0,3}? $"
)

# what turns the sender away from the instruction after it: a contrast ("but we are interested", "Passt
# aber!", "Au contraire", "e invece no", "Het past wel", "Pues sí"), read with `interest.INTERESTED`, a price
# and a question by `removal_guards.as_a_topic._instruction_seen`
TURNED_AWAY = re.compile(
    r"\b(?:but|instead|however|aber|doch|jedoch|au contraire|mais|cependant|pero|pues si|al contrario"
    r"|sin embargo|invece|ma|tuttavia|maar|integendeel|wel|juist|mas|pelo contrario|ao contrario|porem"
    r"|contudo)\b"
)
# ... or a question put indirectly after it, the sender wondering ("I wonder whether replying by e-mail is
# enough", "je me demande si", "ich frage mich, ob", "me pregunto si", "mi chiedo se", "ik vraag me af of",
# "pergunto-me se", heldout_eb): read as a question mark is
WONDERING = re.compile(
    r"\b(?:i (?:wonder|was wondering|am wondering|'m wondering)|i'm wondering|(?:ich )?frage mich"
    r"|je me demande|nous nous demandons|on se demande|(?:me|nos) pregunto|(?:me|nos) preguntamos"
    r"|me preguntaba|mi chiedo"
    r"|mi domando|ci chiediamo|ci domandiamo|ik vraag me af|we vragen ons af|(?:eu )?me pergunto|pergunto-me"
    r"|perguntamo-nos|(?:a gente )?se pergunta)\b"
)
# the sender saying they do it, anywhere after ("which is what I'm doing", "dat doe ik hierbij graag", "lo
# faccio volentieri", "das tue ich hiermit", "je le fais", "eso hago", "é isso que estou fazendo"): a removal,
# whatever "graag" or "volentieri" beside it
DOING_IT = re.compile(
    r"\b(?:which is what i'm doing|which i'm doing|(?:i'm |i am )?doing (?:exactly )?(?:that|so|just that)"
    r"|(?:please )?do that for me|consider this (?:that|my) reply|das (?:tue|mache) ich|(?:je )?le fais"
    r"|c'est ce que je fais|(?:lo|eso) hago|lo faccio|la faccio|(?:dat|bij deze) doe ik|doe ik bij deze"
    r"|(?:e|é) (?:isso|o) que (?:estou|to) (?:fazendo|a fazer)|(?:o )?faco (?:isso|agora))\b"
)

# ... or our line named as ours and quoted whole, the removal word inside the quotation marks ("Votre mention
# « répondez simplement désinscription » m'a fait réfléchir : comment traitez-vous ces réponses ?", "Your
# line "just reply unsubscribe" got me thinking", "Ihr Hinweis „einfach mit Abmelden antworten“", "uw zin
# "antwoord met afmelden"", "su frase «responda baja»", "la vostra dicitura «rispondete cancellami»", "a sua
# nota "responda descadastrar"", heldout_dv): read as the noticing verb is, the sender turning away after it
QUOTED_AS_OURS = re.compile(
    r"\b(?:your|votre|vos|ihr|ihre|ihren|ihrem|euer|eure|uw|jullie|je|su|sus|vuestra|vuestro|tu|la vostra"
    r"|il vostro|la sua|il suo|vostra|vostro|a sua|o seu|a vossa|o vosso|sua|seu"
    # ... or pointed at by its place in our mail, an article before the line ("Unten steht der Satz mit
    # „Abmelden“", "at the bottom there's the line "reply unsubscribe"", "en bas il y a la phrase",
    # heldout_dw)
    r"|(?:below|at the bottom|underneath|unten|darunter|ganz unten|en bas|ci-dessous|tout en bas|abajo"
    r"|debajo|al final|sotto|in fondo|qui sotto|onderaan|hieronder|onderin|abaixo|embaixo|no final|no fim)"
    r"(?: \S+){0,3}? (?:the|a|der|die|das|den|ein|eine|le|la|l'|un|une|el|una|il|lo|uno|de|het|een|o|um"
    r"|uma))"
    r" (?:\w+ ){0,2}?(?:mention|line|note|footer|p\.?s\.?|sentence|phrase|wording|instructions?|hinweis|satz"
    r"|vermerk|formulierung|zusatz|fusszeile|zeile|formule|indication|consigne|pied de page|ligne|frase|linea"
    r"|indicacion|nota|riga|linha"
    r"|mencion|dicitura|indicazione|zin|zinnetje|vermelding|opmerking|regel|mencao|indicacao|rodape)"
    r"(?: \S+){0,3}? ?:? ?[\"'“”„«‚‘] ?(?:[^\"“”„«»‘’ ]+ ){0,4}$"
)
