; The Windows installer of dealerdesk (NSIS 3, Modern UI 2), in English, Thai and Hungarian.
;
;   makensis /NOCD /DVERSION=0.1.0 /DDIST=dist\dealerdesk /DICON=build\pyinstaller\dealerdesk\icons\dealerdesk.ico ^
;            /DOUTFILE=dist\dealerdesk-0.1.0-windows-x64-setup.exe packaging\windows\dealerdesk.nsi
;
; (from the repository's root; /NOCD keeps relative paths relative to it instead of to this script's folder)
;
; DIST is PyInstaller's one-folder build (dealerdesk.exe, the windowed app; dealerdesk-cli.exe, the same program
; for a terminal; _internal\; LICENSE; THIRD-PARTY-NOTICES.txt). The installer is per user: it needs no
; administrator rights (dealer-school PCs seldom grant them) and installs into %LOCALAPPDATA%\Programs\dealerdesk,
; with a Start-menu shortcut for the app, one for a command prompt that has dealerdesk-cli on its PATH, an entry
; in Settings > Apps, and an uninstaller. CI compiles this script on Linux against a stand-in folder, so a
; mistake in it fails before a release runner meets it.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "makensis /DVERSION=x.y.z is required"
!endif
!ifndef DIST
  !error "makensis /DDIST=<PyInstaller's dist\dealerdesk folder> is required"
!endif
!ifndef OUTFILE
  !define OUTFILE "dealerdesk-${VERSION}-windows-x64-setup.exe"
!endif

!define APP "dealerdesk"
!define PUBLISHER "The dealerdesk authors"
!define HOMEPAGE "https://github.com/dealerdesk/dealerdesk"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\dealerdesk"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) ${PUBLISHER}. MIT License."

!include "MUI2.nsh"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
; Ask for the language first (preselected from Windows' own) and remember it for the uninstaller.
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\dealerdesk.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${DIST}\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Thai"
!insertmacro MUI_LANGUAGE "Hungarian"
!insertmacro MUI_RESERVEFILE_LANGDLL

; The installer's own words (Modern UI translates its standard pages itself).
LangString ShortcutApp ${LANG_ENGLISH} "dealerdesk"
LangString ShortcutApp ${LANG_THAI} "dealerdesk"
LangString ShortcutApp ${LANG_HUNGARIAN} "dealerdesk"
LangString ShortcutCommandLine ${LANG_ENGLISH} "dealerdesk command line"
LangString ShortcutCommandLine ${LANG_THAI} "dealerdesk บรรทัดคำสั่ง"
LangString ShortcutCommandLine ${LANG_HUNGARIAN} "dealerdesk parancssor"
LangString ShortcutAppComment ${LANG_ENGLISH} "Poker table and dealer trainer"
LangString ShortcutAppComment ${LANG_THAI} "โต๊ะโป๊กเกอร์และเครื่องมือฝึกดีลเลอร์"
LangString ShortcutAppComment ${LANG_HUNGARIAN} "Pókerasztal és osztóképző"
LangString ShortcutCommandLineComment ${LANG_ENGLISH} "A command prompt for dealerdesk-cli: solve, equity, drill"
LangString ShortcutCommandLineComment ${LANG_THAI} "พรอมต์คำสั่งสำหรับ dealerdesk-cli: solve, equity, drill"
LangString ShortcutCommandLineComment ${LANG_HUNGARIAN} "Parancssor a dealerdesk-cli számára: solve, equity, drill"
LangString NotInstalledHere ${LANG_ENGLISH} "dealerdesk is not installed in $INSTDIR."
LangString NotInstalledHere ${LANG_THAI} "ไม่พบ dealerdesk ที่ติดตั้งไว้ใน $INSTDIR"
LangString NotInstalledHere ${LANG_HUNGARIAN} "A dealerdesk nincs telepítve ide: $INSTDIR."

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "dealerdesk" SectionApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A previous version's library folder goes whole, so no stale module of it is loaded by the new one.
  RMDir /r "$INSTDIR\_internal"
  File "${DIST}\dealerdesk.exe"
  File "${DIST}\dealerdesk-cli.exe"
  File "${DIST}\LICENSE"
  File "${DIST}\THIRD-PARTY-NOTICES.txt"
  File /r "${DIST}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu: the app, and a command prompt that finds dealerdesk-cli.
  CreateShortCut "$SMPROGRAMS\$(ShortcutApp).lnk" "$INSTDIR\dealerdesk.exe" "" \
      "$INSTDIR\dealerdesk.exe" 0 SW_SHOWNORMAL "" "$(ShortcutAppComment)"
  CreateShortCut "$SMPROGRAMS\$(ShortcutCommandLine).lnk" "$SYSDIR\cmd.exe" \
      '/k "set PATH=$INSTDIR;%PATH% && dealerdesk-cli --help"' "$INSTDIR\dealerdesk-cli.exe" 0 SW_SHOWNORMAL "" \
      "$(ShortcutCommandLineComment)"
  ; The shortcuts' names are in the installer's language: remember them for the uninstaller.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "ShortcutApp" "$(ShortcutApp)"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "ShortcutCommandLine" "$(ShortcutCommandLine)"

  ; Settings > Apps (Add or remove programs).
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "${HOMEPAGE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\dealerdesk.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; Only what the installer put there: never the whole folder, which a user may have chosen to share.
  IfFileExists "$INSTDIR\dealerdesk.exe" +3
    MessageBox MB_OK|MB_ICONSTOP "$(NotInstalledHere)" /SD IDOK
    Abort
  ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "ShortcutApp"
  ReadRegStr $1 HKCU "${UNINSTALL_KEY}" "ShortcutCommandLine"
  StrCmp $0 "" +2
    Delete "$SMPROGRAMS\$0.lnk"
  StrCmp $1 "" +2
    Delete "$SMPROGRAMS\$1.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\dealerdesk.exe"
  Delete "$INSTDIR\dealerdesk-cli.exe"
  Delete "$INSTDIR\LICENSE"
  Delete "$INSTDIR\THIRD-PARTY-NOTICES.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; The user's progress and settings (in %APPDATA% and %LOCALAPPDATA%\dealerdesk) stay.
SectionEnd
