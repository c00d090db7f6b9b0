"""The reader sent on to someone else (heldout_bz), in every rule language. Pure data on fold()ed text, read
by `intent` with the wrong-person readers (never in a question, `intent_shared.stated`).

- The Dutch and Flemish "you have to be with X" for a matter, a person named or the owner ("Voor de planning
  moet u bij Els Verbeke zijn", "Ge moet bij onze zaakvoerder zijn, Koen Segers"): `GO_TO_SOMEONE`.
- The owner or the manager to be asked ("Ask the owner", "Fragen Sie unseren Inhaber", "Voyez avec le
  patron", "Pregunte al dueño", "Chieda al titolare", "Vraag het aan de zaakvoerder", "Pergunte ao dono").
- A successor who took over the sender's work ("Mark Jansen heeft mijn taken overgenomen", "Mark has taken
  over my accounts", "Marc a repris mes dossiers", "Marco ha preso il mio posto").

Never us nor the sender ("dan moet je bij ons zijn", "ask me"), never an idiom without a person ("je moet
bij de les zijn", "er wel bij zijn"), never the sender who asks or took over ("I'll ask the owner", "ik heb
zijn taken overgenomen"), never a stand-in for a while ("Sanne heeft tijdelijk mijn taken overgenomen").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a person's name (one to three words), never us, the sender, an article or a pronoun
_NAME = (
    r"(?!(?:me|mij|ons|u|je|jou|de|het|een|er|hem|haar|hen|die|dat|dit|zo|tijd|thuis|huis|elkaar)\b)"
    r"[a-z]+(?: [a-z]+){0,2}?"
)
_ROLE_NL = (
    r"(?:zaakvoerder|zaakvoerster|eigenaar|eigenares|directeur|directrice|baas|bedrijfsleider|manager"
    r"|chef|bazin|directie|gedelegeerd bestuurder)"
)
_ROLE_EN = r"(?:owner|boss|md|managing director|director|general manager|manager|ceo|founder)"
_ROLE_DE = r"(?:geschaftsfuhrer(?:in)?|inhaber(?:in)?|chef(?:in)?|geschaftsleitung|eigentumer(?:in)?)"
_ROLE_FR = r"(?:gerant|gerante|patron|patronne|directeur|directrice|dirigeant|dirigeante|proprietaire)"
_ROLE_ES = r"(?:gerente|dueno|duena|jefe|jefa|director|directora|propietario|propietaria)"
_ROLE_IT = r"(?:titolare|capo|direttore|direttrice|amministratore|proprietario|proprietaria)"
_ROLE_PT = r"(?:gerente|dono|dona|patrao|patroa|diretor|diretora|socio|socia|proprietario|proprietaria)"

# the imperative or the "you have to", never the sender's own step ("I'll ask the owner")
_NOT_MINE = r"(?<!i'll )(?<!i will )(?<!we'll )(?<!i )(?<!we )(?<!want to )(?<!going to )(?<!gonna )"

GO_TO_SOMEONE = rx(
    # Dutch and Flemish: "Voor de planning moet u bij Els Verbeke zijn", "Ge moet bij onze zaakvoerder zijn"
    rf"(?:(?:moet|moeten|moogt|kunt|kan) (?:u|je|ge|gij|jij|jullie)|(?:u|je|ge|gij|jij|jullie) (?:moet|moeten"
    rf"|moogt|kunt|kan)) (?:daarvoor |hiervoor |dan |wel |echt |eigenlijk )*bij (?:(?:onze|ons|mijn|m'n|de)"
    rf" {_ROLE_NL}|{_NAME}) (?:zijn|wezen|aankloppen)\b",
    # the owner or the manager to be asked
    rf"{_NOT_MINE}(?:ask|talk to|speak to|speak with|talk with|check with|email|contact) (?:our|the|my)"
    rf" {_ROLE_EN}\b",
    rf"(?:fragen sie|frag|wenden sie sich an|wende dich an|sprechen sie mit|sprich mit|schreiben sie)"
    rf" (?:\S+ ){{0,2}}?(?:unseren?|meinen?|den|die|unsere) {_ROLE_DE}\b",
    rf"(?:voyez|vois|demandez|demande|adressez-vous|adresse-toi|ecrivez|il faut voir|il faut demander)"
    rf" (?:plutot |directement )?(?:avec |a |au |a la )?(?:notre|mon|ma|le|la) ?{_ROLE_FR}\b",
    rf"(?:pregunte|pregunta|preguntele|preguntale|hable|habla|escriba|escribe|dirijase|tiene que hablar)"
    rf" (?:directamente )?(?:a|al|con|con el|con la|con nuestro|con nuestra|a nuestro|a nuestra)"
    rf" {_ROLE_ES}\b",
    rf"(?:chieda|chiedi|senta|senti|parli|parla|scriva|deve sentire|deve chiedere)"
    rf" (?:direttamente )?(?:al|alla|col|con il|con la|il|la|al nostro|alla nostra) {_ROLE_IT}\b",
    rf"{_NOT_MINE}(?:vraag|vraagt u|vraag het|vraag dat|spreek|mail|bel|contacteer) (?:het |dat |dit |even"
    rf" |maar |gerust )*(?:aan |met |naar )?(?:onze|ons|de|mijn|m'n) {_ROLE_NL}\b",
    rf"(?:pergunte|pergunta|fale|fala|escreva|procure|procura) (?:diretamente )?(?:ao|a|com o|com a|com o"
    rf" nosso|com a nossa) {_ROLE_PT}\b",
    # a successor who took over the sender's work, never for a while
    r"(?<!i )(?<!we )(?:has|have) taken over my (?:tasks|role|job|accounts|work|position|clients|duties)\b",
    r"(?<!ich )hat meine (?:aufgaben|stelle|position|kunden|nachfolge) (?:\S+ )?ubernommen\b",
    r"(?<!j')a repris (?:mes|mon) (?:dossiers|fonctions|missions|poste|clients|portefeuille)\b",
    r"(?<!he )ha (?:asumido|heredado) mis (?:funciones|tareas|clientes|cuentas)|se ha hecho cargo de mis"
    r" (?:funciones|tareas|clientes|cuentas)",
    r"(?<!ho )ha (?:preso il mio posto|preso in carico (?:le mie|i miei) (?:attivita|clienti|pratiche))",
    r"(?<!ik )heeft mijn (?:taken|functie|werk|klanten|werkzaamheden|rol) overgenomen\b",
    r"(?<!eu )assumiu (?:as minhas|os meus|minhas|meus) (?:funcoes|tarefas|clientes)",
)
