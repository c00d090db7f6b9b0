"""My data deleted, with words between: a request in the infinitive or the subjunctive after "I ask you",
an adverb or the place between the data and the verb ("Op grond van de AVG verzoek ik u mijn gegevens per
direct uit uw bestanden te verwijderen", "Ich bitte Sie, meine Daten umgehend zu löschen", "Vi chiedo di
cancellare immediatamente i miei dati dai vostri archivi", "Solicito que apaguem imediatamente os meus
dados"). Pure data on fold()ed text, read by `removal.removal_request` like the other tables: a negation a
few words before it undoes it ("bitte meine Daten nicht zu löschen"), a question about data handling is
none (`data_handling`), nor is a request to see or update the data (no deletion verb)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# up to five words between, none a negation ("meine Daten bitte nicht löschen"), none ending a clause
# ("meine Daten gespeichert, bevor Sie sie löschen"), none opening another clause or its subject ("my data
# before it is deleted": a question how long it is kept)
_BETWEEN = (
    r"(?: (?!(?:not|nicht|niet|pas|no|non|nao|never|nie|nunca|mai|keine?|before|after|until|when|once|if|it"
    r"|they|bevor|nachdem|bis|wenn|sobald|falls|sie|es|avant|apres|quand|lorsque|si|antes|despues|cuando"
    r"|prima|dopo|quando|voordat|nadat|wanneer|zodra|als|ze|depois|quando)\b)[^\s,;:?!]+){0,5}?"
)
# the sender's own job, not a request to us ("we need to purge my details from the old ERP ourselves"), nor
# a question what will happen ("Will my details be deleted after the trial?")
_NOT_OWN = r"(?<!need to )(?<!have to )(?<!had to )(?<!going to )(?<!will )(?<!would )(?<!when )(?<!once )"
_STAY = r"(?: (?:immediately|promptly|at once|right away|without delay))?"

MY_DATA_DELETED = rx(
    rf"{_NOT_OWN}(?:delete|erase|remove|purge) (?:\S+ )?(?:all (?:of )?)?my (?:personal )?(?:data|details"
    rf"|information)|{_NOT_OWN}my (?:personal )?(?:data|details){_BETWEEN} (?:be |are |is )?{_STAY}"
    r"(?:deleted|erased|removed|purged)",
    rf"meine (?:personlichen |personenbezogenen )?(?:daten|kontaktdaten|angaben){_BETWEEN} (?:zu )?"
    r"(?:loschen|entfernen|vernichten)\b",
    # the imperative with an adverb or "all" between ("Löschen Sie umgehend alle meine Daten"); never after a
    # question word or opening a clause ("wann löschen Sie meine Daten", "bevor Sie ... löschen")
    r"(?<!wann )(?<!wie )(?<!warum )(?<!wieso )(?<!ob )(?<!wenn )(?<!dass )(?<!falls )(?<!bevor )"
    r"(?:loschen|entfernen|vernichten) sie (?:(?!nicht\b|nie\b|keine\b|erst\b)\S+ ){0,2}?"
    r"(?:alle |samtliche )?meine (?:personlichen |personenbezogenen )?(?:daten|kontaktdaten|angaben)\b",
    r"(?:d')?(?:effacer|supprimer|retirer|effacez|supprimez) (?:\S+ )?(?:toutes )?mes (?:donnees"
    r"|coordonnees)"
    rf"|mes (?:donnees|coordonnees)(?: personnelles)?{_BETWEEN} (?:soient )?(?:effacees|supprimees)",
    r"(?:borrar|borre|borren|eliminar|elimine|eliminen|suprimir|suprima|supriman|cancelar|cancele"
    r"|cancelen) (?:\S+ ){0,2}?(?:todos )?(?:mis|los mios) datos",
    r"(?:cancellare|cancelli|cancellate|eliminare|elimini|eliminate|rimuovere|rimuova|rimuovete)"
    r" (?:\S+ )?(?:tutti )?i miei dati",
    rf"(?:al |alle )?mijn (?:persoons)?gegevens{_BETWEEN} (?:te )?(?:verwijderen|wissen|vernietigen)\b",
    # the imperative with an adverb between ("Verwijder direct al mijn gegevens")
    r"(?:verwijder|verwijdert|wis) (?:(?!niet\b|nooit\b|pas\b)\S+ ){0,2}?(?:al |alle )?mijn"
    r" (?:persoons)?gegevens\b",
    r"(?:apagar|apaguem|apague|eliminar|eliminem|elimine|excluir|excluam|exclua|remover|removam|remova)"
    r" (?:\S+ )?(?:todos )?os meus dados",
)
