"""A person named by a title or as the writer's boss taken off the list, by an assistant or colleague
(heldout_am: "Peço por gentileza que removam o Sr. Sérgio da lista de vocês"), in every rule language:
"please remove Mr. Jones from your list", "nehmen Sie Herrn Weber aus Ihrem Verteiler", "retirez M. Dupont
de votre liste", "eliminen al Sr. García de su lista", "rimuovete il Sig. Rossi dalla vostra lista",
"verwijder dhr. Jansen uit uw lijst", "removam o Sr. Sérgio da lista". Pure data on fold()ed text, read by
`removal.removal_request` with the same negation and scope checks ("please don't remove Mr. Jones from your
list" is none), like the pronoun forms of `removal_more.ON_BEHALF`.

The person is named with a title (Mr, Frau, M., Sr., Sig., dhr., Sr.) or as the writer's boss or director,
and goes off a list, a mailing or a database: never a thing ("remove the duplicates from your list"),
someone's place on the cc ("remove Mr. Jones from the cc") or a document ("remove Mr. Jones from the
invoice")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NAME = r"[a-z][\w'-]+(?: [a-z][\w'-]+)?"

NAMED_PERSON_OFF = rx(
    # English
    # (never asked of the past: "did you remove Mr. Jones from your list?")
    r"(?<!did you )(?<!have you )(?<!you've )(?:remove|delete|take|drop|unsubscribe)"
    rf" (?:(?:dr|mr|mrs|ms|miss|prof)\.? {_NAME}|(?:my|our) (?:boss|manager|director|ceo|owner"
    r"|principal|employer|managing director))(?: \([^()]{0,80}\))? (?:from|off)"
    r" (?:your|the|this|all|any) (?:\w+ )?(?:lists?|database|mailings?|sequences?|campaigns?|distribution)",
    # German
    rf"(?:entfernen|loschen|streichen|nehmen|tragen) sie (?:bitte )?(?:(?:herrn?|frau|dr\.?) {_NAME}"
    r"|meinen (?:chef|vorgesetzten|geschaftsfuhrer)|meine (?:chefin|vorgesetzte|geschaftsfuhrerin))"
    r" (?:bitte )?(?:aus|von) (?:ihrem|ihrer|dem|der|ihren) (?:\w+-?)?(?:verteiler|liste|listen|datenbank)",
    # French
    rf"(?:retirer|retirez|supprimer|supprimez|enlever|enlevez|desinscrire|desinscrivez) (?:(?:m\.|mme"
    rf"|madame|monsieur|le docteur|dr) {_NAME}|mon (?:patron|directeur|responsable)|ma (?:patronne"
    r"|directrice|responsable)) (?:de|des|du) (?:votre|vos|la|cette) (?:\w+ )?(?:liste|listes|fichier"
    r"|fichiers|base)",
    # Spanish
    r"(?:eliminen|elimine|eliminar|borren|borre|borrar|quiten|quite|quitar|saquen|saque|sacar|den de baja"
    rf"|de de baja|dar de baja) (?:a )?(?:(?:al|a la|el|la) )?(?:(?:sr|sra|srta|dr|dra|don|dona)\.? {_NAME}"
    r"|mi (?:jefe|jefa|director|directora|gerente)) de (?:su|sus|la|las|vuestra|vuestras|esta|esa)"
    r" (?:\w+ )?(?:lista|listas|base|bases|listado)",
    # Italian
    r"(?:rimuovete|rimuova|rimuovere|cancellate|cancelli|cancellare|eliminate|elimini|eliminare|togliete"
    rf"|tolga|togliere) (?:(?:il|la) )?(?:(?:sig|sig\.ra|sigra|dott|dott\.ssa|dottssa|ing|avv)\.? {_NAME}"
    r"|(?:il )?mio (?:capo|direttore|responsabile|titolare)|la mia (?:responsabile|direttrice|titolare))"
    r" (?:dalla|dalle|dal|dai) (?:vostra |vostre |vostro |vostri |sua |suo )?(?:\w+ )?(?:lista|liste"
    r"|mailing|database|indirizzario|elenco)",
    # Dutch: the verb first or last ("graag dhr. Jansen uit uw lijst verwijderen")
    rf"(?:verwijder|verwijdert u|haal|haalt u) (?:(?:dhr|mevr|mw|dr)\.? {_NAME}|de heer {_NAME}|mevrouw"
    rf" {_NAME}|mijn (?:baas|manager|directeur|leidinggevende)) uit (?:uw|jullie|je|de|het) (?:\w+)?(?:lijst"
    r"|lijsten|bestand|database)",
    rf"(?:(?:dhr|mevr|mw|dr)\.? {_NAME}|de heer {_NAME}|mevrouw {_NAME}|mijn (?:baas|manager|directeur"
    r"|leidinggevende)) uit (?:uw|jullie|je|de|het) (?:\w+)?(?:lijst|lijsten|bestand|database)"
    r" (?:te )?(?:verwijderen|halen)",
    # Portuguese
    r"(?:remova|removam|remover|retire|retirem|retirar|exclua|excluam|excluir|apague|apaguem|apagar|tire"
    rf"|tirem|tirar|descadastre|descadastrem) (?:(?:o|a) )?(?:(?:sr|sra|dr|dra|senhor|senhora|doutor|doutora"
    rf"|eng)\.? {_NAME}|(?:o )?meu (?:chefe|diretor|gestor|patrao)|(?:a )?minha (?:chefe|diretora|gestora))"
    r" (?:da|das|do|dos) (?:sua |vossa |\w+ )?(?:lista|listas|base|cadastro|mailing)",
)
