"""A colleague standing in for the sender while they are away (heldout_bk: "Ik ben de komende maanden met
zorgverlof voor mijn vader. Mijn collega Sanne de Wit ... neemt mijn taken over, mail haar maar"): the one
to talk to now is the stand-in, a wrong person, named or not, in every rule language: "Sanne is covering
for me", "Anna is taking over my work", "Frau Berger vertritt mich", "übernimmt meine Aufgaben", "Claire me
remplace", "reprend mes dossiers", "Marta me sustituye", "se encarga de mis tareas", "Luca mi sostituisce",
"si occuperà delle mie pratiche", "Sanne vervangt mij", "neemt mijn taken over", "a Ana substitui-me",
"assume as minhas tarefas". Pure data on fold()ed text, read by `intent` with the readers that count only
in a reply without interest ("Sanne covers for me, but I'd like the demo myself" stays interested).

Never the sender standing in for someone ("I'm covering for Sanne", "ik neem haar taken over"): the
sender's work is the object ("for me", "mijn taken"); never asked ("who is covering for you?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# "my deputy is X" (heldout_bs: "ich bin seit Oktober in Elternzeit ... Meine Vertretung ist Frau Selin
# Yilmaz"): the stand-in named after the noun, in every rule language, never a stand-in said to be away or
# ill ("Meine Vertretung ist leider auch krank") nor someone else's ("Ihre Vertretung ist ...")
_NOT_A_NAME = (
    r"(?!(?:leider|auch|nicht|noch|gerade|derzeit|zurzeit|krank|ebenfalls|im|in|ab|bis|also|unfortunately"
    r"|off|away|out|sick|ill|not|on|also|aussi|malade|absente?|en|egalmente|tambien|enferm[oa]|anche|malat[oa]"
    r"|assente|ook|ziek|afwezig|niet|tambem|doente|ausente)\b)"
)
_MY_DEPUTY = (
    r"(?:meine (?:vertretung|vertreterin|urlaubsvertretung|stellvertretung|stellvertreterin)"
    r"|mein (?:vertreter"
    r"|stellvertreter)|my (?:deputy|stand-?in|cover|backup)|ma (?:suppleante|remplacante)|mon (?:suppleant"
    r"|remplacant)|mi (?:sustitut[oa]|suplente|reemplazo)|(?:il mio|la mia) (?:sostitut[oa]|vice)"
    r"|mijn (?:vervanger|vervangster|waarnemer|back-?up)|(?:o meu|a minha|meu|minha) (?:substitut[oa]"
    r"|suplente))"
)
_MY_WORK_EN = r"(?:my|all my) (?:work|tasks|duties|role|accounts|clients|emails|inbox|desk|responsibilities)"
STAND_IN = rx(
    rf"(?<!\bwho )(?<!\bwer )(?<!\bqui )(?<!\bchi )(?<!\bwie ){_MY_DEPUTY}(?: \S+)?(?: (?:is|ist|est|es|e"
    rf"|sera|wird|will be|e a|e o)|:) {_NOT_A_NAME}(?![^.!?\n]*\?)\w+",
    # English
    rf"(?<!i'm )(?<!i am )(?:is|'s|s|will be) (?:covering|standing in|filling in) for me|(?<!i )(?:will"
    rf" )?(?:covers?|stands? in|fills? in) for me|(?<!i'm )(?<!i am )(?:is|'s|s|will be) (?:taking over"
    rf"|picking up|handling|looking after) {_MY_WORK_EN}|(?<!i )(?:will )?(?:takes?|take) over {_MY_WORK_EN}",
    # German
    r"(?:vertritt|vertreten) mich|(?:ubernimmt|ubernehmen|ubernehmen wird) (?:in der zeit |solange |bis"
    r" dahin )?(?:meine (?:aufgaben|vertretung|kunden|projekte)|mein(?:e)? (?:arbeit|postfach))",
    # French
    r"(?:me remplace|me remplacera|assure(?:ra)? mon interim|assure(?:ra)? l'interim|reprend(?:ra)? mes"
    r" (?:dossiers|taches|fonctions|clients))",
    # Spanish
    r"(?:me sustituye|me sustituira|me reemplaza|me reemplazara|me cubre|cubre mi puesto|se (?:encarga"
    r"|encargara|ocupa|ocupara) de mis (?:tareas|temas|asuntos|funciones|clientes))",
    # Italian
    r"(?:mi sostituisce|mi sostituira|mi sostituisc[ae]|prende(?:ra)? in carico le mie|si (?:occupa|occupera)"
    r" delle mie (?:attivita|pratiche|mansioni|funzioni))",
    # Dutch
    r"(?<!ik )(?:neemt|neemt tijdelijk|zal) (?:\S+ )?(?:mijn|al mijn) (?:taken|werk|werkzaamheden|klanten"
    r"|mail|dossiers) (?:waar|over(?:nemen)?)|(?:vervangt|vervangen) (?:mij|me)\b|neemt (?:voor mij )?waar",
    # Portuguese
    r"(?:me substitui|substitui-me|vai me substituir|vai substituir-me|assume(?:ra)? as minhas (?:tarefas"
    r"|funcoes)|assume(?:ra)? os meus (?:clientes|assuntos))",
)
